// Pins feedback (issue 19 §2; product-spec §3 "Feedback", §5 "Image upload"; calls-errors-spec §7.10,
// §9 default index 7) through the real server and database: sending needs the token in a header,
// reading the cookie; the text is 5–500 characters of plain text; the type defaults to 7; pictures
// are the fan's own uploads, at most six, none empty (图片url为空); a plan named must exist and its
// title comes back in the list; the same feedback twice is one; ten per 24 hours; the list pages
// newest first with any reply.
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_PER_DAY,
  feedbackCreateResultSchema,
  feedbackPageSchema,
} from '../../../contracts/feedback';
import { experts, feedbacks, matches, plans } from '../../../server/db/schema';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectOk, uploadFixtures, type Fan } from '../../kit/uploadFixtures';

const SEED = 2026;
const NOW = Date.parse('2026-11-22T21:10:00+08:00');
const DAY = 24 * 3_600_000;
const CREATE = '/api/uc/feedback/create';

let test: TestApp;
const { fan, uploaded, get, post } = uploadFixtures(() => test);

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['sport'] } });
});
afterAll(() => test.close());

const created = (res: Awaited<ReturnType<typeof post>>) =>
  feedbackCreateResultSchema.parse(expectOk(res));
const pageOf = async (who: Fan, pageNo = 1) =>
  feedbackPageSchema.parse(expectOk(await get(`/api/uc/feedbackRecored/${pageNo}`, who, true)));
const rowsOf = async (userId: number) =>
  Number(
    (
      await test.database.db
        .select({ n: count() })
        .from(feedbacks)
        .where(eq(feedbacks.userId, userId))
    )[0]?.n ?? 0,
  );
/** A plan of a new expert's on a match to come. */
async function newPlan(): Promise<number> {
  const { db } = test.database;
  const [expert] = await db
    .insert(experts)
    .values({
      nickname: '反馈专家',
      intro: '',
      strength: 5,
      userLevel: 2,
      qiuFlag: 1,
      followers: 0,
    })
    .returning({ id: experts.id });
  const [match] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(gt(matches.matchTime, new Date(NOW)))
    .orderBy(asc(matches.matchTime))
    .limit(1);
  const [plan] = await db
    .insert(plans)
    .values({
      planNo: `FB${++texts}`,
      expertId: expert!.id,
      matchId: match!.id,
      raceType: 1,
      title: '主队不败稳了',
      summary: '主队近五场不败。',
      content: '{4071}[](21500-0-0)',
      priceFen: 0,
      publishedAt: new Date(NOW - 3_600_000),
    })
    .returning({ id: plans.id });
  return plan!.id;
}

let requests = 0;
/** A create as the app sends it: a fresh requestId unless the test gives one. */
const create = (body: Record<string, unknown>, who?: Fan, cookie = false) =>
  post(CREATE, { requestId: `req-${++requests}-${process.pid}`, ...body }, who, cookie);
let texts = 0;
const text = () => `第${++texts}条意见：比分刷新有点慢，希望改进。`;

describe('who may send and read', () => {
  it('refuses a visitor both calls, and a send with the token only in the cookie', async () => {
    expectRefusal(await create({ content: text() }), 401, 'no_login');
    expectRefusal(await get('/api/uc/feedbackRecored/1'), 401, 'no_login');
    const who = await fan();
    expectRefusal(await create({ content: text() }, who, true), 401, 'no_login');
    expect((await pageOf(who)).list).toEqual([]);
  });
});

describe('the text and the type', () => {
  it('keeps plain text of 5–500 characters, type 7 (其他) by default', async () => {
    const who = await fan();
    const content = '  多行反馈：\n第一，比分慢；\n第二，赔率页卡。  ';
    const { id, repeated } = created(await create({ content }, who));
    expect(repeated).toBe(false);
    const [item] = (await pageOf(who)).list;
    expect(item).toMatchObject({ id, type: 7, typeName: '其他', content: content.trim() });
    expect(item).toMatchObject({ pictures: [], subject: null, reply: null, repliedAt: null });
    expect(item?.createdAt).toBe(NOW);
  });

  it('refuses text that is missing, too short, too long or markup, and unknown types', async () => {
    const who = await fan();
    expectRefusal(await create({}, who), 400, 'bad_request', '请输入反馈内容');
    expectRefusal(await create({ content: '   ' }, who), 400, 'bad_request', '请输入反馈内容');
    const length = '反馈内容须为5-500个字';
    expectRefusal(await create({ content: '太慢了' }, who), 400, 'bad_request', length);
    expectRefusal(await create({ content: '慢'.repeat(501) }, who), 400, 'bad_request', length);
    expectRefusal(
      await create({ content: '<img src=x onerror=alert(1)> 很好' }, who),
      400,
      'bad_request',
      '反馈内容只能是文字，不能包含 HTML 标签',
    );
    for (const type of [6, 0, 99, 'x', -1])
      expectRefusal(await create({ content: text(), type }, who), 400, 'bad_request');
    expect(created(await create({ content: '慢'.repeat(500), type: '4' }, who)).id).toBeGreaterThan(
      0,
    );
    expect(await rowsOf(who.id)).toBe(1);
  });
});

describe('pictures', () => {
  it("keeps up to six of the fan's own uploads, in order", async () => {
    const who = await fan();
    const paths = [];
    for (let i = 0; i < 6; i += 1) paths.push(await uploaded(who, i % 2 ? 'jpeg' : 'png'));
    created(await create({ content: text(), picturePath: paths.join(',') }, who));
    expect((await pageOf(who)).list[0]?.pictures).toEqual(paths);
  });

  it('refuses an empty url (图片url为空), a seventh picture, and urls not of the fan', async () => {
    const who = await fan();
    const mine = await uploaded(who);
    const theirs = await uploaded(await fan());
    const send = (picturePath: string) => create({ content: text(), picturePath }, who);
    expectRefusal(await send(`${mine},`), 400, 'image_url_empty', '图片url为空');
    expectRefusal(await send(`${mine}, ,${mine}`), 400, 'image_url_empty', '图片url为空');
    expectRefusal(
      await send(Array.from({ length: 7 }, () => mine).join(',')),
      400,
      'too_many_images',
      '只能上传6张图片',
    );
    for (const bad of [
      theirs,
      'https://evil.example/a.png',
      '/api/upload/img/1',
      mine.replace(/-[0-9a-f]{8}$/, '-ffffffff'),
      '/api/upload/img/2147483647-aaaaaaaa',
    ])
      expectRefusal(await send(bad), 400, 'image_url_invalid', '图片地址无效，请重新上传');
    expect(await rowsOf(who.id)).toBe(0);
  });
});

describe('about a plan', () => {
  it('keeps the plan named and lists it with its title', async () => {
    const planId = await newPlan();
    const who = await fan();
    created(
      await create({ content: text(), type: 2, subjectKind: 'plan', subjectId: planId }, who),
    );
    const [item] = (await pageOf(who)).list;
    expect(item).toMatchObject({ type: 2, typeName: '赛果判定有误' });
    expect(item?.subject).toMatchObject({ kind: 'plan', id: planId });
    expect(item?.subject?.title).toBe('主队不败稳了');
  });

  it('refuses a plan that does not exist, and half a subject', async () => {
    const who = await fan();
    expectRefusal(
      await create({ content: text(), subjectKind: 'plan', subjectId: 2_000_000 }, who),
      404,
      'plan_not_found',
      '方案不存在',
    );
    expectRefusal(await create({ content: text(), subjectId: 1 }, who), 400, 'bad_request');
    expectRefusal(await create({ content: text(), subjectKind: 'plan' }, who), 400, 'bad_request');
    expectRefusal(
      await create({ content: text(), subjectKind: 'match', subjectId: 1 }, who),
      400,
      'bad_request',
    );
  });
});

describe('repeats and the daily limit', () => {
  it('answers a retried request with the feedback it made, and refuses its id for another', async () => {
    const who = await fan();
    const body = { content: text(), type: 5, requestId: 'retry-0001' };
    const first = created(await create(body, who));
    expect(created(await create(body, who))).toEqual({ ...first, repeated: true });
    const raced = text();
    const both = await Promise.all(
      [0, 1].map(() => create({ ...body, content: raced, requestId: 'race-0001' }, who)),
    );
    expect(new Set(both.map((r) => created(r).id)).size).toBe(1);
    expectRefusal(
      await create({ ...body, content: text() }, who),
      409,
      'idempotency_conflict',
      '重复的请求与之前的内容不同，请刷新后重试',
    );
    expectRefusal(await create({ ...body, type: 4 }, who), 409, 'idempotency_conflict');
    expectRefusal(await post(CREATE, { content: text() }, who), 400, 'bad_request');
    expectRefusal(await create({ content: text(), requestId: 'x' }, who), 400, 'bad_request');
    expect(await rowsOf(who.id)).toBe(2);
  });

  it('answers the same feedback sent twice (or at once) with the first', async () => {
    const who = await fan();
    const body = { content: text(), picturePath: await uploaded(who) };
    const first = created(await create(body, who));
    const again = created(await create(body, who));
    expect(again).toEqual({ ...first, repeated: true });
    const racing = await Promise.all(
      [0, 1, 2].map(() => create({ ...body, content: text() }, who)),
    );
    expect(new Set(racing.map((r) => created(r).id)).size).toBe(3);
    const same = { content: text() };
    const twins = await Promise.all([create(same, who), create(same, who)]);
    expect(new Set(twins.map((r) => created(r).id)).size).toBe(1);
    expect(await rowsOf(who.id)).toBe(5);
  });

  it(`keeps ${FEEDBACK_PER_DAY} in 24 hours, then again a day later`, async () => {
    const who = await fan();
    for (let i = 0; i < FEEDBACK_PER_DAY; i += 1) created(await create({ content: text() }, who));
    expectRefusal(
      await create({ content: text() }, who),
      429,
      'feedback_limit',
      `24小时内最多提交${FEEDBACK_PER_DAY}条反馈，请稍后再试`,
    );
    test.clock.advance(DAY + 1);
    created(await create({ content: text() }, who));
    test.clock.set(NOW);
  });
});

describe('the list', () => {
  it('pages newest first and shows a reply as it was written', async () => {
    const who = await fan();
    const ids: number[] = [];
    for (let i = 0; i < FEEDBACK_PAGE_SIZE + 2; i += 1) {
      // Three hours apart: the twelve fit the daily limit.
      test.clock.set(NOW + i * 3 * 3_600_000);
      ids.push(created(await create({ content: text() }, who)).id);
    }
    test.clock.set(NOW);
    const reply = '已修复，感谢反馈！<b>不是标签</b>';
    await test.database.db
      .update(feedbacks)
      .set({ reply, repliedAt: new Date(NOW + DAY) })
      .where(and(eq(feedbacks.id, ids[0]!), eq(feedbacks.userId, who.id)));
    const first = await pageOf(who);
    expect(first).toMatchObject({ pageNo: 1, pageSize: FEEDBACK_PAGE_SIZE, hasMore: true });
    expect(first.list.map((f) => f.id)).toEqual(ids.slice().reverse().slice(0, FEEDBACK_PAGE_SIZE));
    const second = await pageOf(who, 2);
    expect(second.hasMore).toBe(false);
    expect(second.list.map((f) => f.id)).toEqual([ids[1], ids[0]]);
    expect(second.list[1]).toMatchObject({ reply, repliedAt: NOW + DAY });
    // Another fan sees none of it.
    expect((await pageOf(await fan())).list).toEqual([]);
  });
});
