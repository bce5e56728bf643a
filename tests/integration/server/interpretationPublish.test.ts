// Pins publishing an interpretation (issue 34 §1) on PGlite: as plans are published — the market's
// odds at this moment, locked; one per request and per match; experts only; the old lottery on
// football's 胜平负 only — into the interpretations table; the picks as the form sends them or as
// content in the interpretation format (malformed content told in Chinese, a moved line refused);
// bad input is a 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpretationDetail, interpretationPageSchema } from '../../../contracts/interpretations';
import { awardsUnOpen } from '../../../contracts/lottery';
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
    const [first] = open;
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
  });

  it('publishes an old-lottery reading on the 胜负彩 issue on sale, 胜平负 only', async () => {
    const owner = await expert();
    const lottery = publishOptionsSchema.parse(
      (await get('/api/interpretation/publish/options?type=3', owner)).json<{ data: unknown }>()
        .data,
    );
    const { issueNo, matches } = dataOf(
      await get('/api/query/sports/awardsUnOpen?gameId=401'),
      awardsUnOpen.output,
    ).list.find((i) => i.status === 'onSale')!;
    const onSlip = new Set(matches.map((m) => m.matchId));
    expect(lottery.qiuFlag).toBe(1);
    expect(lottery.matches.length).toBeGreaterThan(0);
    for (const m of lottery.matches) {
      expect(onSlip.has(m.match.matchId), `${m.match.matchId} on ${issueNo}`).toBe(true);
      expect(m.games.map((g) => g.gameId)).toEqual([4071]);
    }
    const [target] = lottery.matches;
    expectRefusal(
      await post(
        '/api/interpretation/publish',
        body(target!.match.matchId, { type: 3, picks: [{ gameId: 4078, options: [0] }] }),
        owner,
      ),
      400,
      'interpretation_old_lottery_game',
    );
    const made = await post(
      '/api/interpretation/publish',
      body(target!.match.matchId, { type: 3 }),
      owner,
    );
    expect(made.statusCode, made.body).toBe(200);
    const { interpretationId } = made.json<{ data: { interpretationId: number } }>().data;
    expect(
      dataOf(
        await get(`/api/interpretation/look/${interpretationId}`),
        interpretationDetail.output,
      ),
    ).toMatchObject({ type: 3, issueNo });
    // The options now count it, and mark its match published.
    const after = publishOptionsSchema.parse(
      (await get('/api/interpretation/publish/options?type=3', owner)).json<{ data: unknown }>()
        .data,
    );
    expect(after.todayCount).toBe(1);
    expect(after.matches.find((m) => m.match.matchId === target!.match.matchId)?.published).toBe(
      true,
    );
    // A football match off the slip is refused, with what to do.
    const jingcai = publishOptionsSchema.parse(
      (await get('/api/plan/publish/options?qiuFlag=1', owner)).json<{ data: unknown }>().data,
    );
    const off = jingcai.matches.find((m) => !onSlip.has(m.match.matchId))!;
    expectRefusal(
      await post('/api/interpretation/publish', body(off.match.matchId, { type: 3 }), owner),
      409,
      'interpretation_not_on_issue',
    );
    for (const url of [
      '/api/interpretation/publish/options?type=1',
      '/api/interpretation/publish/options?qiuFlag=3',
    ])
      expect((await get(url, owner)).statusCode).toBe(400);
    expectRefusal(
      await get('/api/interpretation/publish/options?type=3', await fan()),
      403,
      'not_expert',
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

describe('publishing written content', () => {
  const SUMMARY = '客队伤停较多，主队主场战绩稳定，盘口走势利好主队，本场看好主队不败。';
  let requests = 0;
  const body = (matchId: number, content: string, over: Record<string, unknown> = {}) => ({
    requestId: `req-content-${++requests}`,
    matchId,
    type: 0,
    content,
    title: '按内容发布的解读',
    summary: SUMMARY,
    price: 18,
    ...over,
  });

  /** Open football matches with the market's games now. */
  async function openGames(owner: Person) {
    const res = await get('/api/plan/publish/options?qiuFlag=1', owner);
    return publishOptionsSchema.parse(res.json<{ data: unknown }>().data).matches;
  }

  it('reads the picks from the content and locks the market’s odds now, once per request', async () => {
    const owner = await expert();
    const open = (await openGames(owner)).filter((m) => m.games.some((g) => g.gameId === 4071));
    const target = open[0]!;
    const odds = target.games.find((g) => g.gameId === 4071)!.odds;
    // The expert's odds are not the price: the market's now are written.
    const request = body(target.match.matchId, '{4071}[](0-31000-0)');
    const made = await post('/api/interpretation/publish', request, owner);
    expect(made.statusCode, made.body).toBe(200);
    const { interpretationId } = made.json<{ data: { interpretationId: number } }>().data;
    expect((await post('/api/interpretation/publish', request, owner)).json()).toEqual(made.json());
    const detail = await get(`/api/interpretation/look/${interpretationId}`, owner);
    expect(detail.json<{ data: { content: string } }>().data.content).toBe(
      `{4071}[](0-${odds[1]}-0)`,
    );
  });

  it('tells what is wrong with malformed content, refuses a moved line and both ways at once', async () => {
    const owner = await expert();
    const open = await openGames(owner);
    const matchId = open[0]!.match.matchId;
    for (const [content, problem] of [
      ['随便写写', '第1段格式错误'],
      ['{9999}[](10000-20000)', '第1段玩法9999未知'],
      ['{4071}[](0-0-0)', '玩法4071没有推荐选项'],
      ['{4071}[](21500-0)', '玩法4071应有3个赔率'],
      ['{4071}[](21500-0-0)~{4078}[-0.5](19000-0)~{4079}[2.5](19000-0)', '最多推荐2个玩法'],
    ] as const) {
      const res = await post('/api/interpretation/publish', body(matchId, content), owner);
      expectRefusal(res, 400, 'interpretation_content_invalid');
      expect(res.json<{ msg: string }>().msg).toContain(`解读内容格式错误：${problem}`);
    }
    // A line that is no longer the market's: the pick would mean another thing.
    const lined = open.find((m) => m.games.some((g) => g.gameId === 4078));
    const line = lined!.games.find((g) => g.gameId === 4078)!.handicap!;
    expectRefusal(
      await post(
        '/api/interpretation/publish',
        body(lined!.match.matchId, `{4078}[${line + 1}](19000-0)`),
        owner,
      ),
      409,
      'interpretation_line_moved',
      '盘口已变化，请按最新盘口重新发布',
    );
    const atLine = await post(
      '/api/interpretation/publish',
      body(lined!.match.matchId, `{4078}[${line}](19000-0)`),
      owner,
    );
    expect(atLine.statusCode, atLine.body).toBe(200);
    // Picks and content at once, or neither: one refusal, saying what to do.
    for (const over of [{ picks: [{ gameId: 4071, options: [0] }] }, { content: undefined }])
      expectRefusal(
        await post(
          '/api/interpretation/publish',
          body(matchId, '{4071}[](21500-0-0)', over),
          owner,
        ),
        400,
        'interpretation_picks_or_content',
        '请选择推荐选项（推荐选项与解读内容二选一）',
      );
  });
});
