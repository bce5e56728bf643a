// Pins the ranking's level filter (famous/ranking `userLevel`, the 实验室 page): the experts of one
// level are ranked among themselves and cut into pages of 8 after the filter, so a page is never
// short while more follow and ranks run on across pages; without the filter every level ranks.
// Streak rankings (type 4) read the kept records, written here directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankingPageSchema, type RankingPage } from '../../../contracts/experts';
import { expertRecords, experts } from '../../../server/db/schema';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
let test: TestApp;

/**
 * The experts' levels in the order they rank (streaks 40, 39, …): popular forecasters at the top
 * and among the laboratory ones, so a filter on the client would show pages short of 8.
 */
const LEVELS = [2, 2, 2, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 2, 1, 2, 1];
const LAB = LEVELS.filter((l) => l === 1).length;
const POPULAR = LEVELS.length - LAB;

beforeAll(async () => {
  test = await startTestApp({ now: NOW });
  const inserted = await test.database.db
    .insert(experts)
    .values(
      LEVELS.map((userLevel, i) => ({
        nickname: `榜单专家${i + 1}`,
        intro: '',
        strength: 5,
        userLevel,
        qiuFlag: 2,
        followers: 0,
      })),
    )
    .returning({ id: experts.id });
  await test.database.db.insert(expertRecords).values(
    inserted.map((e, i) => ({
      expertId: e.id,
      won: 40 - i,
      currentStreak: 40 - i,
      bestStreak: 40,
    })),
  );
});
afterAll(() => test.close());

async function ranking(query: string): Promise<RankingPage> {
  const res = await test.app.inject({ method: 'GET', url: `/api/famous/ranking/2/4?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return rankingPageSchema.parse(res.json<{ data: unknown }>().data);
}

describe('the ranking of one level', () => {
  it('ranks the laboratory among themselves, 8 a page after the filter', async () => {
    const first = await ranking('userLevel=1&pageNo=1');
    const second = await ranking('userLevel=1&pageNo=2');
    expect(first).toMatchObject({ pageNo: 1, pageSize: 8, hasMore: true });
    expect(first.list).toHaveLength(8);
    expect(second).toMatchObject({ pageNo: 2, hasMore: false });
    expect(second.list).toHaveLength(LAB - 8);
    const all = [...first.list, ...second.list];
    expect(all.every((r) => r.expert.userLevel === 1)).toBe(true);
    expect(all.map((r) => r.rank)).toEqual(Array.from({ length: LAB }, (_, i) => i + 1));
    const streaks = all.map((r) => r.currentStreak);
    expect(streaks).toEqual([...streaks].sort((a, b) => b - a));
  });

  it('keeps the popular forecasters with level 2, and everyone without a level', async () => {
    const popular = await ranking('userLevel=2');
    expect(popular.list.map((r) => r.expert.userLevel)).toEqual(Array(8).fill(2));
    expect((await ranking('userLevel=2&pageNo=2')).list).toHaveLength(POPULAR - 8);
    const everyone = [
      await ranking('pageNo=1'),
      await ranking('pageNo=2'),
      await ranking('pageNo=3'),
    ];
    const levels = everyone.flatMap((p) => p.list.map((r) => r.expert.userLevel));
    expect(levels).toHaveLength(LAB + POPULAR);
    expect(levels.filter((l) => l === 1)).toHaveLength(LAB);
    // The unfiltered ranking places the same laboratory experts in the same order.
    const labIds = everyone.flatMap((p) =>
      p.list.filter((r) => r.expert.userLevel === 1).map((r) => r.expert.id),
    );
    const filtered = [await ranking('userLevel=1'), await ranking('userLevel=1&pageNo=2')];
    expect(filtered.flatMap((p) => p.list.map((r) => r.expert.id))).toEqual(labIds);
  });

  it('refuses a level it does not know', async () => {
    for (const bad of ['userLevel=0', 'userLevel=3', 'userLevel=lab'])
      expectRefusal(
        await test.app.inject({ method: 'GET', url: `/api/famous/ranking/2/4?${bad}` }),
        400,
        'bad_request',
      );
  });
});
