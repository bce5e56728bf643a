// Pins feedback (issue 19 §2; product-spec §3 "Feedback", §5 "Image upload"; calls-errors-spec §7.10,
// §9 default index 7) through the real server and database: sending needs the token in a header,
// reading the cookie; the text is 5–500 characters of plain text; the type defaults to 7; pictures
// are the fan's own uploads, at most six, none empty (图片url为空); a plan, an interpretation or an
// article named must exist (a reading once published; an article, a circle item of kind 6, not
// deleted and written by now) and its title comes back in the list, to its sender only;
// the same feedback twice is one; ten per 24 hours; the list pages newest first with any reply.
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_PER_DAY,
  feedbackCreateResultSchema,
  feedbackPageSchema,
} from '../../../contracts/feedback';
import {
  experts,
  feedbacks,
  interpretations,
  matches,
  plans,
  snsCircles,
  snsItems,
} from '../../../server/db/schema';
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
/** A new expert and the first match to come, for a plan or a reading of theirs. */
async function newExpertAndMatch(): Promise<{ expertId: number; matchId: number }> {
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
  return { expertId: expert!.id, matchId: match!.id };
}

/** A plan of a new expert's on a match to come (with the id given, one far above the serial's). */
async function newPlan(id?: number): Promise<number> {
  const [plan] = await test.database.db
    .insert(plans)
    .values({
      ...(id === undefined ? {} : { id }),
      planNo: `FB${++texts}`,
      ...(await newExpertAndMatch()),
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

/** A paid reading of a new expert's on a match to come, published an hour ago unless told. */
async function newInterpretation(publishedAt = NOW - 3_600_000, id?: number): Promise<number> {
  const [reading] = await test.database.db
    .insert(interpretations)
    .values({
      ...(id === undefined ? {} : { id }),
      ...(await newExpertAndMatch()),
      type: 0,
      title: '客队爆冷有门',
      summary: '客队近况回暖。',
      content: '{4071}[](21500-32000-30500)',
      priceFen: 800,
      publishedAt: new Date(publishedAt),
    })
    .returning({ id: interpretations.id });
  return reading!.id;
}

/**
 * An expert's article (a circle item of kind 6 unless told), written an hour ago unless told (with
 * the id given, one far above the serial's).
 */
async function newArticle({
  kind = 6,
  createdAt = NOW - 3_600_000,
  id,
}: { kind?: number; createdAt?: number; id?: number } = {}): Promise<number> {
  const { db } = test.database;
  const [circle] = await db
    .insert(snsCircles)
    .values({ name: '反馈圈', intro: '', sortOrder: 99 })
    .returning({ id: snsCircles.id });
  const { expertId } = await newExpertAndMatch();
  const [item] = await db
    .insert(snsItems)
    .values({
      ...(id === undefined ? {} : { id }),
      kind,
      circleId: circle!.id,
      expertId,
      title: '梅西谈世界杯',
      content: '以上是我对这场比赛的完整分析。',
      createdAt: new Date(createdAt),
    })
    .returning({ id: snsItems.id });
  return item!.id;
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

describe('about an interpretation', () => {
  it('keeps the reading named, with its kind, and lists it with its title to its sender only', async () => {
    const readingId = await newInterpretation();
    const who = await fan();
    const about = { subjectKind: 'interpretation', subjectId: readingId };
    const { id } = created(await create({ content: text(), type: 1, ...about }, who));
    const [item] = (await pageOf(who)).list;
    expect(item).toMatchObject({ id, type: 1, typeName: '内容与标题不符' });
    expect(item?.subject).toEqual({ kind: 'interpretation', id: readingId, title: '客队爆冷有门' });
    const [row] = await test.database.db
      .select({ kind: feedbacks.subjectKind, subjectId: feedbacks.subjectId })
      .from(feedbacks)
      .where(eq(feedbacks.id, id));
    expect(row).toEqual({ kind: 'interpretation', subjectId: readingId });
    // Another fan, even one writing about the same reading, sees only their own.
    const other = await fan();
    expect((await pageOf(other)).list).toEqual([]);
    created(await create({ content: text(), ...about }, other));
    expect((await pageOf(other)).list.map((f) => f.id)).not.toContain(id);
    expect((await pageOf(who)).list.map((f) => f.id)).toEqual([id]);
  });

  it('refuses a reading that does not exist or is not published yet, in Chinese', async () => {
    const who = await fan();
    const send = (subjectId: unknown) =>
      create({ content: text(), subjectKind: 'interpretation', subjectId }, who);
    expectRefusal(await send(2_000_000), 404, 'interpretation_not_found', '解读不存在');
    const future = await newInterpretation(NOW + 3_600_000);
    expectRefusal(await send(future), 404, 'interpretation_not_found', '解读不存在');
    expectRefusal(await send(0), 400, 'bad_request');
    expectRefusal(await send(2 ** 31), 400, 'bad_request');
    expectRefusal(
      await create({ content: text(), subjectKind: 'interpretation' }, who),
      400,
      'bad_request',
      '反馈对象错误',
    );
    expect(await rowsOf(who.id)).toBe(0);
  });

  it('tells a reading from a plan of the same id, and names one deleted since', async () => {
    const sharedId = 1_500_000;
    await newPlan(sharedId);
    await newInterpretation(NOW - 3_600_000, sharedId);
    const who = await fan();
    const body = { content: text(), type: 2, requestId: 'same-id-0001' };
    const aboutReading = { subjectKind: 'interpretation', subjectId: sharedId };
    const aboutPlan = { subjectKind: 'plan', subjectId: sharedId };
    const first = created(await create({ ...body, ...aboutReading }, who));
    // The same request id about the plan is not a retry of it.
    expectRefusal(await create({ ...body, ...aboutPlan }, who), 409, 'idempotency_conflict');
    // Nor is the same text about the plan the same feedback.
    const second = created(await create({ ...body, ...aboutPlan, requestId: 'same-id-0002' }, who));
    expect(second.repeated).toBe(false);
    expect(second.id).not.toBe(first.id);
    expect((await pageOf(who)).list.map((f) => f.subject)).toEqual([
      { kind: 'plan', id: sharedId, title: '主队不败稳了' },
      { kind: 'interpretation', id: sharedId, title: '客队爆冷有门' },
    ]);
    await test.database.db.delete(interpretations).where(eq(interpretations.id, sharedId));
    expect((await pageOf(who)).list[1]?.subject).toEqual({
      kind: 'interpretation',
      id: sharedId,
      title: '解读已删除',
    });
  });
});

describe('about an article', () => {
  it('keeps the article named, with its kind, and lists it with its title', async () => {
    const articleId = await newArticle();
    const who = await fan();
    const about = { subjectKind: 'article', subjectId: articleId };
    const { id } = created(await create({ content: text(), type: 5, ...about }, who));
    const [item] = (await pageOf(who)).list;
    expect(item).toMatchObject({ id, type: 5, typeName: '页面或数据错误' });
    expect(item?.subject).toEqual({ kind: 'article', id: articleId, title: '梅西谈世界杯' });
    const [row] = await test.database.db
      .select({ kind: feedbacks.subjectKind, subjectId: feedbacks.subjectId })
      .from(feedbacks)
      .where(eq(feedbacks.id, id));
    expect(row).toEqual({ kind: 'article', subjectId: articleId });
    expect((await pageOf(await fan())).list).toEqual([]);
    // Deleted since (soft, as the circles delete): the list names it so.
    await test.database.db
      .update(snsItems)
      .set({ deletedAt: new Date(NOW) })
      .where(eq(snsItems.id, articleId));
    expect((await pageOf(who)).list[0]?.subject).toEqual({
      kind: 'article',
      id: articleId,
      title: '文章已删除',
    });
  });

  it('refuses an article unknown, deleted, not yet written or of another kind, in Chinese', async () => {
    const who = await fan();
    const send = (subjectId: number) =>
      create({ content: text(), subjectKind: 'article', subjectId }, who);
    const gone = (res: Awaited<ReturnType<typeof send>>) =>
      expectRefusal(res, 404, 'sns_not_found', '文章不存在或已被删除');
    gone(await send(2_000_000));
    const deleted = await newArticle();
    await test.database.db
      .update(snsItems)
      .set({ deletedAt: new Date(NOW - 60_000) })
      .where(eq(snsItems.id, deleted));
    gone(await send(deleted));
    gone(await send(await newArticle({ createdAt: NOW + 3_600_000 })));
    gone(await send(await newArticle({ kind: 1 })));
    gone(await send(await newArticle({ kind: 10 })));
    expect(await rowsOf(who.id)).toBe(0);
  });

  it('tells an article from a plan of the same id', async () => {
    const articleId = await newArticle({ id: 1_600_000 });
    await newPlan(articleId);
    const who = await fan();
    const body = { content: text(), type: 1 };
    created(await create({ ...body, subjectKind: 'article', subjectId: articleId }, who));
    const second = created(
      await create({ ...body, subjectKind: 'plan', subjectId: articleId }, who),
    );
    expect(second.repeated).toBe(false);
    expect((await pageOf(who)).list.map((f) => f.subject)).toEqual([
      { kind: 'plan', id: articleId, title: '主队不败稳了' },
      { kind: 'article', id: articleId, title: '梅西谈世界杯' },
    ]);
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
