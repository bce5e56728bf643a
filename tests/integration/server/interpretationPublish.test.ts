// Pins publishing an interpretation (issue 34 §1) on PGlite: as plans are published — the market's
// odds at this moment, locked; one per request and per match; experts only; the old lottery on
// football's 胜平负 only — into the interpretations table; bad input is a 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpretationPageSchema } from '../../../contracts/interpretations';
import { publishOptionsSchema } from '../../../contracts/plans';
import { dataOf, noteFixtures, type Person } from '../../kit/noteFixtures';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
let test: TestApp;
const { fan, expert, get, post } = noteFixtures(() => test, NOW);

beforeAll(async () => {
  test = await startTestApp({
    now: NOW,
    seeded: { seed: 2026, now: NOW, parts: ['sport', 'odds'] },
  });
});
afterAll(() => test.close());

const pageOf = async (url: string, body: object = {}, who?: Person) =>
  dataOf(await post(url, body, who), interpretationPageSchema);
const ids = (page: { list: Array<{ id: number }> }) => page.list.map((c) => c.id);

describe('publishing', () => {
  const SUMMARY = '主队近期状态出色，客队客场防守漏洞明显，机构盘口支持主队，看好主队。';
  let requests = 0;
  const body = (matchId: number, over: Record<string, unknown> = {}) => ({
    requestId: `req-jiedu-${++requests}`,
    matchId,
    type: 0,
    picks: [{ gameId: 4071, options: [0] }],
    title: '主队主场稳了',
    summary: SUMMARY,
    price: 28,
    ...over,
  });

  it('publishes a reading at the market’s odds, once per request and once per match', async () => {
    const owner = await expert();
    const res = await get('/api/plan/publish/options?qiuFlag=1', owner);
    const options = publishOptionsSchema.parse(res.json<{ data: unknown }>().data);
    const open = options.matches.filter((m) => m.games.some((g) => g.gameId === 4071));
    const [first, second] = open;
    const matchId = first!.match.matchId;
    const request = body(matchId);
    const made = await post('/api/interpretation/publish', request, owner);
    expect(made.statusCode, made.body).toBe(200);
    const { interpretationId } = made.json<{ data: { interpretationId: number } }>().data;
    // A retried tap answers the same reading.
    expect((await post('/api/interpretation/publish', request, owner)).json()).toEqual(made.json());
    expectRefusal(
      await post('/api/interpretation/publish', body(matchId), owner),
      409,
      'interpretation_exists',
      '您已在这场比赛发布过解读',
    );
    const detail = await get(`/api/interpretation/look/${interpretationId}`, owner);
    const reading = detail.json<{ data: { content: string; type: number; price: string } }>().data;
    const odds = first!.games.find((g) => g.gameId === 4071)!.odds[0];
    expect(reading.content).toBe(`{4071}[](${odds}-0-0)`);
    expect(reading).toMatchObject({ type: 0, price: '28.00' });
    expect(ids(await pageOf('/api/uc/interpretation/myPublish/1', {}, owner))).toEqual([
      interpretationId,
    ]);
    // The old lottery reads football's 胜平负 only.
    expectRefusal(
      await post(
        '/api/interpretation/publish',
        body(second!.match.matchId, { type: 3, picks: [{ gameId: 4078, options: [0] }] }),
        owner,
      ),
      400,
      'interpretation_old_lottery_game',
    );
  });

  it('refuses a fan, a bad pick, a bad price and malformed input', async () => {
    const owner = await expert();
    const res = await get('/api/plan/publish/options?qiuFlag=1', owner);
    const matchId = publishOptionsSchema.parse(res.json<{ data: unknown }>().data).matches[0]!.match
      .matchId;
    expectRefusal(
      await post('/api/interpretation/publish', body(matchId), await fan()),
      403,
      'not_expert',
    );
    expectRefusal(
      await post(
        '/api/interpretation/publish',
        body(matchId, { picks: [{ gameId: 9999, options: [0] }] }),
        owner,
      ),
      400,
      'game_invalid',
    );
    expectRefusal(
      await post('/api/interpretation/publish', body(matchId, { price: 27 }), owner),
      400,
      'price_invalid',
    );
    for (const bad of [{ type: 5 }, { picks: [] }, { requestId: 'x' }, { matchId: 'abc' }])
      expectRefusal(
        await post('/api/interpretation/publish', body(matchId, bad), owner),
        400,
        'bad_request',
      );
  });
});
