// Pins expert notes (issue 19 §2; docs/decisions/expert-notes.md) on PGlite and, under
// test:postgres, PostgreSQL: a fan notes a plan they can read in full (free, bought or settled),
// never their own, at most five each, 2–200 characters of plain text; a retry (the same request id)
// writes once, even at once; a note is its author's alone until the expert
// displays it; only the plan's expert reads, replies to and displays it — anyone else is told it
// does not exist; the first reply messages the author once; bad input is a 4xx.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expertNotePageSchema,
  expertNoteSchema,
  subjectNotePageSchema,
  subjectNoteSchema,
} from '../../../contracts/notes';
import { expertNotes, userMessages } from '../../../server/db/schema';
import { dataOf, noteFixtures, type Person } from '../../kit/noteFixtures';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';

const SEED = 2026;
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
let test: TestApp;
const { fan, expert, plan, interpretation, get, post, create, createOnInterpretation } =
  noteFixtures(() => test, NOW);

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['sport'] } });
});
afterAll(() => test.close());

const notesOf = async (planId: number, who?: Person, pageNo = 1) =>
  dataOf(await get(`/api/plan/note/${planId}/${pageNo}`, who), subjectNotePageSchema);
const noteOf = (res: Awaited<ReturnType<typeof create>>) => dataOf(res, subjectNoteSchema);
const inbox = async (who: Person, pageNo = 1) =>
  dataOf(await get(`/api/expert/noteList/${pageNo}`, who), expertNotePageSchema);
const reply = (who: Person, noteId: number, text: string, display = false) =>
  post('/api/expert/replyTjInterNote', { noteId, reply: text, display }, who);
const display = (who: Person, noteId: number, on: boolean) =>
  post('/api/expert/changeTjInterNoteDisplay', { noteId, display: on }, who);

describe('leaving a note', () => {
  it('is the author’s alone (仅自己可见) until the expert displays it, then everyone’s', async () => {
    const owner = await expert();
    const planId = await plan(owner.expertId);
    const me = await fan();
    const note = noteOf(await create(me, planId, '  请问主队首发有变化吗？  '));
    expect(note).toMatchObject({ content: '请问主队首发有变化吗？', display: false, own: true });
    expect((await notesOf(planId, me)).list.map((n) => n.noteId)).toEqual([note.noteId]);
    expect((await notesOf(planId)).list).toEqual([]);
    expect((await notesOf(planId, await fan())).list).toEqual([]);
    expect((await display(owner, note.noteId, true)).statusCode).toBe(200);
    const seen = await notesOf(planId);
    expect(seen.list).toEqual([{ ...note, own: false, display: true }]);
    expect(seen.blocked).toEqual({ code: 'no_login', msg: '登录后才能留言' });
  });

  it('needs the whole plan: free, bought or settled; never one’s own; a published plan', async () => {
    const owner = await expert();
    const paid = await plan(owner.expertId, { price: 18 });
    const buyer = await fan(100);
    expectRefusal(await create(buyer, paid, '想问问这个推荐'), 403, 'note_locked');
    expect((await notesOf(paid, buyer)).blocked?.code).toBe('note_locked');
    const bought = await post(`/api/plan/pay/${paid}`, {}, buyer);
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await create(buyer, paid, '想问问这个推荐')).statusCode).toBe(200);
    const settled = await plan(owner.expertId, { price: 18, result: 2 });
    expect((await create(await fan(), settled, '这场怎么黑了')).statusCode).toBe(200);
    expectRefusal(await create(owner, paid, '自己给自己留言'), 409, 'note_own');
    expect((await notesOf(paid, owner)).blocked?.code).toBe('note_own');
    const later = await plan(owner.expertId, { publishedAt: NOW + 60_000 });
    expectRefusal(await create(buyer, later, '还没发布的方案'), 404, 'plan_not_found');
    expectRefusal(await get(`/api/plan/note/${later}/1`), 404, 'plan_not_found');
    expectRefusal(await create(buyer, 99_999_999, '没有的方案'), 404, 'plan_not_found');
  });

  it('takes 2–200 characters of plain text, five notes a fan and plan', async () => {
    const planId = await plan((await expert()).expertId);
    const me = await fan();
    for (const bad of ['好', ' 好 ', 'x'.repeat(201), '<b>好球</b>', '看<img src=x>'])
      expectRefusal(await create(me, planId, bad), 400, 'note_invalid');
    expectRefusal(await create(me, planId, '球'.repeat(2001)), 400, 'bad_request');
    expect((await create(me, planId, '⚽'.repeat(200))).statusCode).toBe(200);
    expect((await create(me, planId, '第一行\n第二行')).statusCode).toBe(200);
    for (const n of [3, 4, 5])
      expect((await create(me, planId, `第${n}条`, `request-${n}`)).statusCode).toBe(200);
    const full = await create(me, planId, '第六条');
    expectRefusal(full, 409, 'note_limit', '每个方案最多留言5条');
    expect(await notesOf(planId, me)).toMatchObject({ mine: 5, limit: 5 });
    expect((await notesOf(planId, me)).blocked?.code).toBe('note_limit');
    // A retry of a note already written still answers it, at the limit too.
    expect((await create(me, planId, '第5条', 'request-5')).statusCode).toBe(200);
  });

  it('writes once per request id, and holds the limit under concurrent taps', async () => {
    const planId = await plan((await expert()).expertId);
    const me = await fan();
    const first = noteOf(await create(me, planId, '同一个请求', 'same-request-1'));
    expect(noteOf(await create(me, planId, '同一个请求', 'same-request-1')).noteId).toBe(
      first.noteId,
    );
    expectRefusal(
      await create(me, planId, '换了内容', 'same-request-1'),
      409,
      'idempotency_conflict',
    );
    const twice = await Promise.all(
      Array.from({ length: 5 }, () => create(me, planId, '同时重试', 'twice-request')),
    );
    expect(twice.every((t) => t.statusCode === 200)).toBe(true);
    expect(new Set(twice.map((t) => noteOf(t).noteId)).size).toBe(1);
    const taps = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create(me, planId, `并发留言${i}`)),
    );
    expect(taps.filter((t) => t.statusCode === 200)).toHaveLength(3);
    expect(taps.filter((t) => t.statusCode === 409)).toHaveLength(9);
    const rows = await test.database.db
      .select({ id: expertNotes.id })
      .from(expertNotes)
      .where(and(eq(expertNotes.subjectId, planId), eq(expertNotes.authorId, me.id)));
    expect(rows).toHaveLength(5);
  });
});

describe('notes under an interpretation', () => {
  const readingNotes = async (id: number, who?: Person) =>
    dataOf(await get(`/api/expert/interNote/${id}/1`, who), subjectNotePageSchema);

  it('follow the plan’s rules: bought, free or settled; never one’s own; the reading’s own words', async () => {
    const owner = await expert();
    const paid = await interpretation(owner.expertId, { price: 28 });
    const buyer = await fan(100);
    expectRefusal(
      await createOnInterpretation(buyer, paid, '想问问这个解读'),
      403,
      'note_locked',
      '购买解读后才能留言（免费解读和已结束的解读可直接留言）',
    );
    const bought = await post(`/api/uc/interpretation/pay/${paid}`, {}, buyer);
    expect(bought.statusCode, bought.body).toBe(200);
    const note = noteOf(await createOnInterpretation(buyer, paid, '想问问这个解读'));
    expect((await readingNotes(paid, buyer)).list.map((n) => n.noteId)).toEqual([note.noteId]);
    expect((await readingNotes(paid)).list).toEqual([]);
    expectRefusal(
      await createOnInterpretation(owner, paid, '自己给自己留言'),
      409,
      'note_own',
      '不能给自己的解读留言',
    );
    const settled = await interpretation(owner.expertId, { price: 28, result: 1 });
    expect((await createOnInterpretation(await fan(), settled, '这场解读红了')).statusCode).toBe(
      200,
    );
    const later = await interpretation(owner.expertId, { publishedAt: NOW + 60_000 });
    expectRefusal(await get(`/api/expert/interNote/${later}/1`), 404, 'interpretation_not_found');
    expectRefusal(
      await createOnInterpretation(buyer, 99_999_999, '没有的解读'),
      404,
      'interpretation_not_found',
    );
    // A plan's id is not an interpretation's: the kinds never mix.
    expect((await notesOf(paid, buyer)).list.some((n) => n.noteId === note.noteId)).toBe(false);
  });

  it('reach the expert’s inbox with the reading’s title; the reply links the fan to the reading', async () => {
    const owner = await expert();
    const free = await interpretation(owner.expertId);
    const me = await fan();
    const note = noteOf(await createOnInterpretation(me, free, '解读里的让球怎么看？'));
    const [first] = (await inbox(owner)).list;
    expect(first?.noteId).toBe(note.noteId);
    expect(first?.subject).toMatchObject({ kind: 'interpretation', id: free });
    expect(first?.subject.title).toMatch(/^留言测试解读\d+$/);
    expect((await reply(owner, note.noteId, '看主队让一球', true)).statusCode).toBe(200);
    expect((await readingNotes(free)).list[0]).toMatchObject({
      reply: '看主队让一球',
      display: true,
    });
    const [message] = await test.database.db
      .select({ content: userMessages.content })
      .from(userMessages)
      .where(eq(userMessages.userId, me.id));
    expect(message?.content).toContain(`#/tjInterpretation/${free}`);
  });
});

describe('the expert’s inbox', () => {
  it('lists the expert’s notes newest first, ten a page, with the plan and the author', async () => {
    const owner = await expert();
    const planId = await plan(owner.expertId);
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      test.clock.advance(1_000);
      ids.push(noteOf(await create(await fan(), planId, `第${i}条留言`)).noteId);
    }
    const since = NOW + 10_500; // the last two came after it
    test.clock.set(NOW);
    const first = await inbox(owner);
    expect(first.list.map((n) => n.noteId)).toEqual(ids.slice(2).reverse());
    expect(first).toMatchObject({ pageNo: 1, pageSize: 10, hasMore: true });
    expect(first.list[0]?.subject).toMatchObject({ kind: 'plan', id: planId });
    expect(first.list[0]?.subject.matchName).toMatch(/ vs /);
    expect(first.list[0]?.author.nickName).toMatch(/^留言球友\d+$/);
    expect((await inbox(owner, 2)).list.map((n) => n.noteId)).toEqual(ids.slice(0, 2).reverse());
    const count = await get(`/api/expert/queryNewExpertNoteCount?beginTime=${since}`, owner);
    expect(count.json()).toMatchObject({ data: { count: 2 } });
    expect((await inbox(await expert())).list).toEqual([]);
    expectRefusal(await get('/api/expert/noteList/1', await fan()), 403, 'not_expert');
    expectRefusal(await get('/api/expert/noteList/1'), 401, 'no_login');
  });

  it('is the plan’s expert’s alone: anyone else is told the note does not exist', async () => {
    const owner = await expert();
    const planId = await plan(owner.expertId);
    const author = await fan();
    const { noteId } = noteOf(await create(author, planId, '专家你好'));
    const check = await get(`/api/expert/checkTjInterNote/${noteId}`, owner, true);
    expect(dataOf(check, expertNoteSchema)).toMatchObject({ noteId, content: '专家你好' });
    for (const other of [await expert(), author]) {
      expectRefusal(
        await get(`/api/expert/checkTjInterNote/${noteId}`, other),
        404,
        'note_not_found',
      );
      expectRefusal(await reply(other, noteId, '冒充回复'), 404, 'note_not_found');
      expectRefusal(await display(other, noteId, true), 404, 'note_not_found');
    }
    // A change needs the token in a header: the cookie alone is no proof the expert meant it.
    const body = { noteId, reply: '只带cookie', display: true };
    const cookieOnly = await post('/api/expert/replyTjInterNote', body, owner, true);
    expectRefusal(cookieOnly, 401, 'no_login');
    expect((await notesOf(planId)).list).toEqual([]);
  });
});

describe('replying', () => {
  it('shows the reply with the note, edits it, and messages the author once', async () => {
    const owner = await expert();
    const planId = await plan(owner.expertId);
    const author = await fan();
    const { noteId } = noteOf(await create(author, planId, '请问能打出吗'));
    expectRefusal(await reply(owner, noteId, '   '), 400, 'reply_invalid');
    expectRefusal(await reply(owner, noteId, '<a href=x>看这里</a>'), 400, 'reply_invalid');
    expectRefusal(await reply(owner, noteId, 'x'.repeat(301)), 400, 'reply_invalid');
    const first = dataOf(await reply(owner, noteId, '有信心', true), expertNoteSchema);
    expect(first).toMatchObject({ reply: '有信心', display: true, repliedAt: NOW });
    test.clock.advance(60_000);
    const edited = dataOf(await reply(owner, noteId, '有信心，稳胆', true), expertNoteSchema);
    expect(edited).toMatchObject({ reply: '有信心，稳胆', repliedAt: NOW + 60_000 });
    test.clock.set(NOW);
    expect((await notesOf(planId)).list[0]).toMatchObject({ noteId, reply: '有信心，稳胆' });
    const messages = await test.database.db
      .select({ subType: userMessages.subType, content: userMessages.content })
      .from(userMessages)
      .where(eq(userMessages.userId, author.id));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subType).toBe(8);
    expect(JSON.parse(messages[0]!.content)).toMatchObject({
      link: `#/plan/${planId}`,
      kind: 'reply',
      text: expect.stringContaining('有信心') as unknown,
    });
    const hidden = dataOf(await display(owner, noteId, false), expertNoteSchema);
    expect(hidden).toMatchObject({ display: false, reply: '有信心，稳胆' });
    expect((await notesOf(planId)).list).toEqual([]);
  });
});

describe('bad input', () => {
  it('is a 4xx, never a 5xx', async () => {
    const owner = await expert();
    const me = await fan();
    const answers = await Promise.all([
      get('/api/expert/checkTjInterNote/abc', owner),
      get('/api/expert/noteList/0', owner),
      get('/api/expert/queryNewExpertNoteCount?beginTime=-5', owner),
      get('/api/plan/note/2147483648/1'),
      post('/api/expert/replyTjInterNote', { noteId: 1, reply: '好', display: 'yes' }, owner),
      post('/api/expert/changeTjInterNoteDisplay', { noteId: '1e3', display: true }, owner),
      post('/api/plan/note/create', { planId: 1, content: '你好', requestId: 'short' }, me),
      post('/api/plan/note/create', { planId: 1, content: ['你好'], requestId: 'request-abc' }, me),
    ]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(400);
  });
});
