// Pins the promotion rule on real records (issue 19 §1, product-spec §4): a laboratory expert whose
// month had 30 plans on 15 days, a return of at least 0% and a top-20 rank becomes a popular
// forecaster; a popular forecaster whose month lost money is demoted; each change writes the
// level-change log the app's popups read, and a month is judged once. Plans are published pending
// on past matches and settled by the settlement job, as in production.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInterpretation } from '../../../contracts/interpretation';
import { experts, matches, plans, users } from '../../../server/db/schema';
import { insertUser } from '../../../server/features/account/session/users';
import { runPromotion } from '../../../server/features/experts';
import { settleDuePlans } from '../../../server/features/plans';
import { openSession } from '../../../server/platform/auth/sessions';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
/** The 3rd of November: October is judged. */
const NOW = Date.parse('2026-11-03T09:00:00+08:00');
const OCTOBER = [Date.parse('2026-10-01T00:00:00+08:00'), Date.parse('2026-11-01T00:00:00+08:00')];
let test: TestApp;
let serial = 0;

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    seeded: { seed: SEED, now: NOW, parts: ['sport', 'content'] },
  });
});
afterAll(() => test.close());

/** Finished October football matches, one per day first, so that plans spread over many days. */
async function octoberMatches(count: number, skip: number) {
  const rows = await test.database.db
    .select({
      id: matches.id,
      matchTime: matches.matchTime,
      home: matches.homeScore,
      away: matches.awayScore,
    })
    .from(matches)
    .where(
      and(
        eq(matches.sport, 1),
        eq(matches.status, 2),
        gte(matches.matchTime, new Date(OCTOBER[0]!)),
        lt(matches.matchTime, new Date(OCTOBER[1]!)),
      ),
    )
    .orderBy(asc(matches.id));
  const byDay = new Map<string, typeof rows>();
  for (const r of rows) {
    const day = new Date(r.matchTime.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), r]);
  }
  // Round-robin over the days: the first `count` cover as many days as there are.
  const days = [...byDay.values()];
  const spread: typeof rows = [];
  for (let i = 0; spread.length < rows.length; i += 1)
    for (const list of days) {
      const match = list[i];
      if (match) spread.push(match);
    }
  return spread.slice(skip, skip + count);
}

async function expertAccount(level: number) {
  const db = test.database.db;
  const userId = await insertUser(db, {
    account: `promo_${++serial}`,
    nickName: `晋级测试${serial}`,
  });
  if (!userId) throw new Error('no user');
  await db.update(users).set({ userLevel: level }).where(eq(users.id, userId));
  const [expert] = await db
    .insert(experts)
    .values({
      userId,
      nickname: `晋级测试${serial}`,
      intro: '',
      strength: 8,
      userLevel: level,
      qiuFlag: 1,
      followers: 0,
    })
    .returning({ id: experts.id });
  return { userId, expertId: expert!.id, token: await openSession(db, userId) };
}

/** A 胜平负 plan on the match that picks what happened (win) or what did not (lose). */
async function publishOn(
  expertId: number,
  match: { id: number; matchTime: Date; home: number; away: number },
  wins: boolean,
) {
  const happened = match.home > match.away ? 0 : match.home === match.away ? 1 : 2;
  const picked = wins ? happened : (happened + 1) % 3;
  const odds = [0, 0, 0];
  odds[picked] = 21_000;
  await test.database.db.insert(plans).values({
    planNo: `PROMO${expertId}-${match.id}`,
    expertId,
    matchId: match.id,
    raceType: 1,
    title: '晋级测试方案',
    summary: '测试',
    content: formatInterpretation([{ gameId: 4071, handicap: null, odds }]),
    priceFen: 0,
    // An hour before kick-off, within October (a match just after midnight on the 1st).
    publishedAt: new Date(Math.max(match.matchTime.getTime() - 3_600_000, OCTOBER[0]!)),
  });
}

const lastLog = async (token: string) => {
  const res = await test.app.inject({
    method: 'GET',
    url: '/api/uc/my/queryLastLevelLog',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json<{
    data: { levelLog: { fromLevel: number; toLevel: number; reason: string } | null };
  }>().data.levelLog;
};

describe('the monthly promotion rule', () => {
  it('promotes a laboratory expert with the month’s figures, demotes a losing forecaster, once', async () => {
    const climber = await expertAccount(1);
    const short = await expertAccount(1);
    const loser = await expertAccount(2);
    const won = await octoberMatches(30, 0);
    expect(
      new Set(
        won.map((m) => new Date(m.matchTime.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)),
      ).size,
    ).toBeGreaterThanOrEqual(15);
    for (const m of won) await publishOn(climber.expertId, m, true);
    // 29 winning plans: one short of the rule.
    for (const m of won.slice(0, 29)) await publishOn(short.expertId, m, true);
    for (const m of await octoberMatches(12, 30)) await publishOn(loser.expertId, m, false);
    await settleDuePlans(test.database.db, NOW);

    const decisions = await runPromotion(test.database.db, NOW);
    const mine = decisions.filter((d) =>
      [climber, short, loser].some((e) => e.expertId === d.expertId),
    );
    expect(mine).toEqual([
      expect.objectContaining({ expertId: climber.expertId, from: 1, to: 2 }),
      expect.objectContaining({ expertId: loser.expertId, from: 2, to: 1 }),
    ]);
    const promoted = await lastLog(climber.token);
    expect(promoted).toMatchObject({ fromLevel: 1, toLevel: 2 });
    expect(promoted?.reason).toMatch(
      /^2026年10月推荐30场、活跃\d+天、月回报率110%，排名第\d+，晋升人气预测家$/,
    );
    expect(await lastLog(short.token)).toBeNull();
    const demoted = await lastLog(loser.token);
    expect(demoted).toMatchObject({ fromLevel: 2, toLevel: 1 });
    expect(demoted?.reason).toBe('2026年10月月回报率-100%（12场已结算），低于0%，降为实验室专家');
    const [account] = await test.database.db
      .select({ level: users.userLevel })
      .from(users)
      .where(eq(users.id, climber.userId));
    expect(account?.level).toBe(2);

    // The month is judged once.
    expect(await runPromotion(test.database.db, NOW + 86_400_000)).toEqual([]);
  });
});
