// Pins the home search (issue 37 §2; docs/decisions/home-search.md) on the seeded world: a word
// finds the matches of the days around today by team or league name (counted again here from the
// database), the experts by nickname, the plans on sale by title or team, and the leagues of both
// sports; `all` previews three of each, one kind pages by 20; % and _ are literal; empty, overlong
// and malformed arguments are 400s with a Chinese message; the hot words come from the follows.
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_PREVIEW_SIZE,
  homeHotSearch,
  homeSearch,
  type SearchAnswer,
} from '../../../contracts/search';
import { experts, leagues, matches, plans, teams } from '../../../server/db/schema';
import { matchWindow } from '../../../server/features/search/matchWindow';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
let test: TestApp;

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    seeded: { seed: SEED, now: NOW, parts: ['sport', 'content'] },
  });
});
afterAll(() => test.close());

async function ask(query: Record<string, string>) {
  const res = await test.app.inject({
    method: 'GET',
    url: `/api/search/home?${new URLSearchParams(query)}`,
  });
  return { status: res.statusCode, body: res.json<{ data: unknown; msg?: string }>() };
}

async function search(query: Record<string, string>): Promise<SearchAnswer> {
  const { status, body } = await ask(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return z.parse(homeSearch.output, body.data);
}

/** Every page of one kind, in order. */
async function allPages(words: string, scope: string) {
  const hits: SearchAnswer[] = [];
  for (let pageNo = 1; pageNo < 50; pageNo++) {
    const answer = await search({ words, scope, pageNo: String(pageNo) });
    hits.push(answer);
    if (!Object.values(answer).some((v) => typeof v === 'object' && v.hasMore)) break;
  }
  return hits;
}

const home = alias(teams, 'home');
const away = alias(teams, 'away');

describe('matches', () => {
  it('finds every match of the window whose team or league holds the word, nearest first', async () => {
    const rows = (await test.database.db
      .select({
        id: matches.id,
        time: matches.matchTime,
        homeName: home.name,
        homeShort: home.shortName,
        awayName: away.name,
        awayShort: away.shortName,
        league: leagues.name,
        leagueShort: leagues.shortName,
      })
      .from(matches)
      .innerJoin(home, eq(home.id, matches.homeTeamId))
      .innerJoin(away, eq(away.id, matches.awayTeamId))
      .innerJoin(leagues, eq(leagues.id, matches.leagueId))
      .where(
        and(
          gte(matches.matchTime, matchWindow(NOW).from),
          lt(matches.matchTime, matchWindow(NOW).to),
        ),
      )) as { id: number; time: Date; [k: string]: unknown }[];
    const word = '曼';
    const expected = rows.filter((r) =>
      Object.values(r).some((v) => typeof v === 'string' && v.includes(word)),
    );
    expect(expected.length).toBeGreaterThan(0);
    const pages = await allPages(word, 'match');
    const found = pages.flatMap((p) => p.matches.list);
    expect(new Set(found.map((m) => m.matchId))).toEqual(new Set(expected.map((r) => r.id)));
    expect(found).toHaveLength(expected.length);
    const distance = found.map((m) => Math.abs(m.matchTime - NOW));
    expect(distance).toEqual([...distance].sort((a, b) => a - b));
    for (const page of pages) {
      expect(page.matches.list.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
      // One kind asked: the others stay empty.
      expect(page.experts.list).toEqual([]);
      expect(page.leagues.list).toEqual([]);
    }
  });

  it('finds basketball matches by league too', async () => {
    const answer = await search({ words: 'NBA', scope: 'match' });
    expect(answer.matches.list.length).toBeGreaterThan(0);
    expect(answer.matches.list.every((m) => m.sport === 2)).toBe(true);
  });
});

describe('experts, plans and leagues', () => {
  it('finds experts by nickname, the most followed first', async () => {
    const [someone] = await test.database.db
      .select({ id: experts.id, nickname: experts.nickname })
      .from(experts)
      .orderBy(desc(experts.followers))
      .limit(1);
    const word = [...someone!.nickname].slice(0, 2).join('');
    const answer = await search({ words: word, scope: 'expert' });
    expect(answer.experts.list.map((e) => e.id)).toContain(someone!.id);
    expect(answer.experts.list.every((e) => e.nickname.includes(word))).toBe(true);
  });

  it('finds plans on sale by a team of their match, never a closed one', async () => {
    const [onSale] = await test.database.db
      .select({ id: plans.id, home: home.name })
      .from(plans)
      .innerJoin(matches, eq(matches.id, plans.matchId))
      .innerJoin(home, eq(home.id, matches.homeTeamId))
      .where(and(eq(matches.status, 0), gte(matches.matchTime, new Date(NOW))))
      .limit(1);
    expect(onSale).toBeDefined();
    const found = (await allPages(onSale!.home, 'plan')).flatMap((p) => p.plans.list);
    expect(found.map((p) => p.id)).toContain(onSale!.id);
    for (const plan of found) {
      expect(plan.match.status).toBe(0);
      expect(plan.match.matchTime).toBeGreaterThan(NOW);
      expect(
        [plan.title, plan.match.homeName, plan.match.awayName].some((t) =>
          t.includes(onSale!.home),
        ),
      ).toBe(true);
    }
  });

  it('finds the leagues of both sports by name or short name', async () => {
    const answer = await search({ words: '超', scope: 'league' });
    expect(answer.leagues.list.map((l) => l.shortName)).toContain('英超');
    expect(answer.leagues.list.every((l) => `${l.name}${l.shortName}`.includes('超'))).toBe(true);
    const nba = await search({ words: 'NBA', scope: 'league' });
    expect(nba.leagues.list.every((l) => l.sport === 2)).toBe(true);
    expect(nba.leagues.list.length).toBeGreaterThan(0);
  });
});

describe('the preview and the limits', () => {
  it('previews three of each kind, saying when more follow', async () => {
    const preview = await search({ words: ' 曼 ' });
    expect(preview.words).toBe('曼');
    expect(preview.scope).toBe('all');
    const kinds = [preview.matches, preview.experts, preview.plans, preview.posts, preview.leagues];
    for (const kind of kinds) expect(kind.list.length).toBeLessThanOrEqual(SEARCH_PREVIEW_SIZE);
    const full = await search({ words: '曼', scope: 'match' });
    expect(preview.matches.list).toEqual(full.matches.list.slice(0, SEARCH_PREVIEW_SIZE));
    expect(preview.matches.hasMore).toBe(full.matches.list.length > SEARCH_PREVIEW_SIZE);
  });

  it('takes % and _ as themselves', async () => {
    for (const words of ['%', '_', '%_%']) {
      const answer = await search({ words });
      expect([
        ...answer.matches.list,
        ...answer.experts.list,
        ...answer.plans.list,
        ...answer.posts.list,
        ...answer.leagues.list,
      ]).toEqual([]);
    }
  });

  it('refuses an empty or overlong word and malformed arguments with a 400', async () => {
    const empty = await ask({ words: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请输入搜索内容');
    const missing = await ask({});
    expect(missing.status).toBe(400);
    const long = await ask({ words: '球'.repeat(21) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('搜索内容不能超过20个字');
    expect((await ask({ words: '球'.repeat(20) })).status).toBe(200);
    expect((await ask({ words: '曼', scope: 'posts' })).status).toBe(400);
    expect((await ask({ words: '曼', scope: 'match', pageNo: '0' })).status).toBe(400);
    expect((await ask({ words: '曼', scope: 'match', pageNo: '2147483648' })).status).toBe(400);
  });
});

describe('hot words', () => {
  it('offers the clubs and leagues fans follow and the most followed experts, each once', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/api/search/hot' });
    expect(res.statusCode).toBe(200);
    const { list } = z.parse(homeHotSearch.output, res.json<{ data: unknown }>().data);
    const words = list.map((w) => w.word);
    expect(new Set(words).size).toBe(words.length);
    const clubNames = new Set(
      (await test.database.db.select({ name: teams.name }).from(teams)).map((t) => t.name),
    );
    const clubs = list.filter((w) => w.kind === 'team');
    expect(clubs.length).toBeGreaterThan(0);
    expect(clubs.every((w) => clubNames.has(w.word))).toBe(true);
    const famous = await test.database.db
      .select({ nickname: experts.nickname })
      .from(experts)
      .orderBy(desc(experts.followers), experts.id)
      .limit(3);
    expect(list.filter((w) => w.kind === 'expert').map((w) => w.word)).toEqual(
      famous.map((e) => e.nickname).filter((n) => !clubs.some((c) => c.word === n)),
    );
    // Every hot word finds something.
    for (const { word } of list.slice(0, 3)) {
      const answer = await search({ words: word });
      const total =
        answer.matches.list.length +
        answer.experts.list.length +
        answer.plans.list.length +
        answer.leagues.list.length;
      expect(total, word).toBeGreaterThan(0);
    }
  });
});
