// Pins the message calls (issue 9 items 5-7; calls-errors-spec §7.4): login needed; the unread count
// the poll asks for; lists by sub type 3-8 with paging, read once shown; deleting one's own only,
// with the token in a header; settings that decide what is written; notices of a followed match's
// kick-off and full time, once each; the SNS counts since the per-user times.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGE_CONFIG,
  MESSAGE_PAGE_SIZE,
  MESSAGE_SUB_TYPES,
  messageConfigSchema,
  messageContentSchema,
  messageCountsSchema,
  messagePageSchema,
  newMessageCountSchema,
  snsCountsSchema,
} from '../../../contracts/messages';
import { matchFollows, matches, userMessages, users } from '../../../server/db/schema';
import { openSession } from '../../../server/platform/auth/sessions';
import { insertUser } from '../../../server/features/account/session/users';
import { notifyFollowers } from '../../../server/features/messages/matchNotices';
import { notify } from '../../../server/features/messages/notify';
import { seedDemoAccounts } from '../../../server/seed/demoAccounts';
import { seedDemoMessages } from '../../../server/seed/demoMessages';
import { startTestApp, type TestApp } from '../../kit/testApp';

const NOW = Date.parse('2026-11-22T21:10:00+08:00');
let test: TestApp;
let serial = 0;

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: 2026, now: NOW, parts: ['sport'] } });
  await seedDemoAccounts(test.database.db);
});
afterAll(() => test.close());

async function fan() {
  const id = await insertUser(test.database.db, { account: `msg_fan_${++serial}` });
  if (!id) throw new Error('no user');
  return { id, token: await openSession(test.database.db, id) };
}

const get = (url: string, token?: string) =>
  test.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const post = (url: string, payload: unknown, token?: string) =>
  test.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const data = (res: { json: <T>() => T }) => res.json<{ data: unknown }>().data;

async function write(userId: number, subType: number, n: number, kind = 'test') {
  for (let i = 0; i < n; i++)
    await notify(test.database.db, {
      userId,
      subType: subType as 3,
      title: `消息${i}`,
      content: { text: `内容${i}`, kind },
      eventKey: `test:${subType}:${kind}:${i}:${Date.now()}`,
      topic: null,
      at: NOW + i,
    });
}

describe('messages', () => {
  it('need login', async () => {
    for (const url of [
      '/api/msg/existNewMsg/0',
      '/api/msg/queryMsg/3/1',
      '/api/msg/queryMsgConfig',
    ])
      expect((await get(url)).statusCode).toBe(401);
    expect((await post('/api/msg/queryMsgCount', {})).statusCode).toBe(401);
  });

  it('seed one message in each list of the demo accounts, once', async () => {
    await seedDemoMessages(test.database.db, NOW);
    await seedDemoMessages(test.database.db, NOW);
    const token = await openSession(test.database.db, await demoId('demo_fan'));
    const counts = messageCountsSchema.parse(data(await post('/api/msg/queryMsgCount', {}, token)));
    expect(counts.list.map((l) => l.subType)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(counts.list.every((l) => l.unread >= 1 && l.latestTitle !== null)).toBe(true);
    expect(counts.total).toBe(7);
    const like = messagePageSchema
      .parse(data(await get('/api/msg/queryMsg/7/1', token)))
      .list.find((m) => messageContentSchema.parse(JSON.parse(m.content)).kind === 'like');
    expect(messageContentSchema.parse(JSON.parse(like?.content ?? '{}')).likeLevel).toBe(2);
  });

  // Issue 16 item 10: demo_vip was told "红单会员阿杰 关注了你" by himself.
  it('never tell a demo account it followed, liked or answered itself', async () => {
    await seedDemoMessages(test.database.db, NOW);
    for (const account of ['demo_fan', 'demo_expert', 'demo_vip', 'demo_admin']) {
      const id = await demoId(account);
      const [me] = await test.database.db
        .select({ nickName: users.nickName })
        .from(users)
        .where(eq(users.id, id));
      const token = await openSession(test.database.db, id);
      const social = [];
      for (const subType of [7, 8])
        social.push(
          ...messagePageSchema.parse(data(await get(`/api/msg/queryMsg/${subType}/1`, token))).list,
        );
      expect(social.length, account).toBeGreaterThanOrEqual(3);
      for (const m of social) expect(m.title.startsWith(`${me?.nickName} `), m.title).toBe(false);
    }
  });

  it('count what is unread for the poll, and read a list as it is shown', async () => {
    const me = await fan();
    await write(me.id, MESSAGE_SUB_TYPES.system, MESSAGE_PAGE_SIZE + 5);
    const count = async (time = 0) =>
      newMessageCountSchema.parse(data(await get(`/api/msg/existNewMsg/${time}`, me.token))).count;
    expect(await count()).toBe(MESSAGE_PAGE_SIZE + 5);
    expect(await count(NOW + MESSAGE_PAGE_SIZE)).toBe(4);
    const first = messagePageSchema.parse(data(await get('/api/msg/queryMsg/3/1', me.token)));
    expect(first).toMatchObject({ pageNo: 1, pageSize: MESSAGE_PAGE_SIZE, hasMore: true });
    expect(first.list[0]?.title).toBe(`消息${MESSAGE_PAGE_SIZE + 4}`);
    expect(first.list.every((m) => !m.read)).toBe(true);
    expect(await count()).toBe(5);
    const second = messagePageSchema.parse(data(await get('/api/msg/queryMsg/3/2', me.token)));
    expect(second.list).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    expect(await count()).toBe(0);
    const again = messagePageSchema.parse(data(await get('/api/msg/queryMsg/3/1', me.token)));
    expect(again.list.every((m) => m.read)).toBe(true);
  });

  it('delete only the fan’s own messages, with the token in a header', async () => {
    const me = await fan();
    const other = await fan();
    await write(me.id, MESSAGE_SUB_TYPES.activity, 3);
    await write(other.id, MESSAGE_SUB_TYPES.activity, 1);
    const mine = messagePageSchema.parse(data(await get('/api/msg/queryMsg/4/1', me.token))).list;
    const theirs = messagePageSchema.parse(
      data(await get('/api/msg/queryMsg/4/1', other.token)),
    ).list;
    const ids = [mine[0]!.id, mine[1]!.id, theirs[0]!.id];
    const cookieOnly = await test.app.inject({
      method: 'POST',
      url: '/api/msg/batchDisableMsg',
      payload: { ids },
      headers: { cookie: `jcob_token=${me.token}` },
    });
    expect(cookieOnly.statusCode).toBe(401);
    const res = await post('/api/msg/batchDisableMsg', { ids }, me.token);
    expect(data(res)).toEqual({ removed: 2 });
    expect(
      messagePageSchema.parse(data(await get('/api/msg/queryMsg/4/1', me.token))).list,
    ).toHaveLength(1);
    expect(
      messagePageSchema.parse(data(await get('/api/msg/queryMsg/4/1', other.token))).list,
    ).toHaveLength(1);
    expect((await post('/api/msg/batchDisableMsg', { ids: [] }, me.token)).statusCode).toBe(400);
  });

  it('keep settings, and write only what they let through', async () => {
    const me = await fan();
    expect(data(await get('/api/msg/queryMsgConfig', me.token))).toEqual(DEFAULT_MESSAGE_CONFIG);
    const off = { ...DEFAULT_MESSAGE_CONFIG, matchStart: false };
    const saved = await post('/api/msg/modifyMsgConfig', off, me.token);
    expect(messageConfigSchema.parse(data(saved))).toEqual(off);
    expect(data(await get('/api/msg/queryMsgConfig', me.token))).toEqual(off);
    expect(
      (await post('/api/msg/modifyMsgConfig', { matchStart: 'yes' }, me.token)).statusCode,
    ).toBe(400);

    const [match] = await test.database.db.select().from(matches).limit(1);
    if (!match) throw new Error('no match');
    await test.database.db
      .insert(matchFollows)
      .values({ userId: me.id, matchId: match.id, sport: match.sport });
    const change = {
      matchId: match.id,
      kickoff: NOW - 3_600_000,
      sport: match.sport,
      home: '主队',
      away: '客队',
      homeScore: 2,
      awayScore: 1,
    };
    expect(await notifyFollowers(test.database.db, { ...change, from: 0, to: 1 }, NOW)).toBe(0);
    const finalStatus = match.sport === 1 ? 2 : -1;
    expect(
      await notifyFollowers(test.database.db, { ...change, from: 1, to: finalStatus }, NOW),
    ).toBe(1);
    // Replayed (a restarted simulator): nothing new.
    expect(
      await notifyFollowers(test.database.db, { ...change, from: 1, to: finalStatus }, NOW),
    ).toBe(0);
    // A postponement is no kick-off; a match days old is a catch-up nobody is told of.
    expect(await notifyFollowers(test.database.db, { ...change, from: 0, to: 8 }, NOW)).toBe(0);
    expect(
      await notifyFollowers(
        test.database.db,
        { ...change, kickoff: NOW - 2 * 86_400_000, from: 1, to: finalStatus },
        NOW,
      ),
    ).toBe(0);
    const notices = messagePageSchema.parse(
      data(await get('/api/msg/queryMsg/5/1', me.token)),
    ).list;
    expect(notices).toHaveLength(1);
    const content = messageContentSchema.parse(JSON.parse(notices[0]!.content));
    expect(content.kind).toBe('full_time');
    expect(content.text).toContain('2-1');
  });

  it('count comments, likes and follows since the times the app keeps', async () => {
    const me = await fan();
    await write(me.id, MESSAGE_SUB_TYPES.letter, 2);
    await write(me.id, MESSAGE_SUB_TYPES.community, 3, 'like');
    await write(me.id, MESSAGE_SUB_TYPES.community, 1, 'follow');
    const counts = snsCountsSchema.parse(
      data(
        await post(
          '/api/sns-new/message/getMessageNum',
          { commentTime: 0, likeTime: NOW, followTime: 0 },
          me.token,
        ),
      ),
    );
    expect(counts).toEqual({ commentNum: 2, likeNum: 2, followNum: 1 });
  });

  it('read one message, and answer one that is not the fan’s with 404', async () => {
    const me = await fan();
    const other = await fan();
    await write(me.id, MESSAGE_SUB_TYPES.system, 1);
    const [row] = await test.database.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, me.id));
    expect(data(await get(`/api/msg/asynchronousAddMsgInfo/${row!.id}`, me.token))).toMatchObject({
      read: true,
    });
    expect((await get(`/api/msg/asynchronousAddMsgInfo/${row!.id}`, other.token)).statusCode).toBe(
      404,
    );
  });

  it('answer bad list arguments with 400', async () => {
    const me = await fan();
    expect((await get('/api/msg/queryMsg/9/1', me.token)).statusCode).toBe(400);
    expect((await get('/api/msg/queryMsg/3/0', me.token)).statusCode).toBe(400);
    expect((await get('/api/msg/existNewMsg/soon', me.token)).statusCode).toBe(400);
  });

  it('pages by the last id shown, so deleting does not skip any, and marks read only from a header', async () => {
    const me = await fan();
    await write(me.id, MESSAGE_SUB_TYPES.officialPlan, 45);
    const cookieOnly = await test.app.inject({
      method: 'GET',
      url: '/api/msg/queryMsg/6/1',
      headers: { cookie: `jcob_token=${me.token}` },
    });
    expect(messagePageSchema.parse(data(cookieOnly)).list).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(
      newMessageCountSchema.parse(data(await get('/api/msg/existNewMsg/0', me.token))).count,
    ).toBe(45);
    const first = messagePageSchema.parse(data(await get('/api/msg/queryMsg/6/1', me.token))).list;
    await post('/api/msg/batchDisableMsg', { ids: first.slice(0, 5).map((m) => m.id) }, me.token);
    const seen = new Set(first.slice(5).map((m) => m.id));
    let last = first.at(-1)!.id;
    for (let pageNo = 2; ; pageNo++) {
      const page = messagePageSchema.parse(
        data(await get(`/api/msg/queryMsg/6/${pageNo}?beforeId=${last}`, me.token)),
      );
      for (const m of page.list) seen.add(m.id);
      last = page.list.at(-1)?.id ?? last;
      if (!page.hasMore) break;
    }
    expect(seen.size).toBe(40);
  });

  it('answers times beyond any date with 400, and counts around a message that is not JSON', async () => {
    const me = await fan();
    expect(
      (await post('/api/sns-new/message/getMessageNum', { commentTime: 1e20 }, me.token))
        .statusCode,
    ).toBe(400);
    await test.database.db.insert(userMessages).values({
      userId: me.id,
      subType: MESSAGE_SUB_TYPES.community,
      title: '手写的',
      content: 'not json',
      createdAt: new Date(NOW),
    });
    await write(me.id, MESSAGE_SUB_TYPES.community, 1, 'like');
    const counts = snsCountsSchema.parse(
      data(await post('/api/sns-new/message/getMessageNum', {}, me.token)),
    );
    expect(counts.likeNum).toBe(1);
  });
});

async function demoId(account: string): Promise<number> {
  const [row] = await test.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, account));
  if (!row) throw new Error(`no ${account}`);
  return row.id;
}
