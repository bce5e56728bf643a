// Pins the experts' replays (复盘) and articles of the circles (issue 37 §1 and §3; calls-errors-spec
// §7.5, §7.11; contracts/expertReplays.ts) through the real server and database, every figure read
// back from the rows: a replay with its plan's result and match, its comments, its likes (one per
// fan, the expert told once), an article's share page, an expert's replays newest first; and a
// moderator deleting a reply — only in their own circle, never another moderator's, audited; a
// comment's 举报 (one report per fan and comment with its foul type, never one's own, not by a
// banned fan, audited) and 删除 (its writer's cut_own, a moderator of the replay's circle's cut),
// with the replay and a comment's page naming that circle. Visitors 401 where a call changes
// something; another fan 403; bad input 400, never a 5xx.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SNS_REPLAY_KIND,
  articleForShare,
  expertReplays,
  replayAddLike,
  replayComment,
  replayDetailSchema,
} from '../../../contracts/expertReplays';
import {
  FEED_KINDS,
  SNS_REPLY_PAGE_SIZE,
  replyPageSchema,
  snsPictureUrl,
} from '../../../contracts/social';
import {
  circleModerators,
  experts,
  matches,
  plans,
  snsAudit,
  snsCircles,
  snsItemPictures,
  snsItems,
  snsLikes,
  snsReplies,
  snsReports,
  teams,
  userMessages,
} from '../../../server/db/schema';
import { NEWS_AUTHOR } from '../../../server/features/social/authors';
import { expectRefusal } from '../../kit/refusal';
import { startTestApp, type TestApp } from '../../kit/testApp';
import { expectOk, uploadFixtures, type Fan } from '../../kit/uploadFixtures';

const SEED = 2026;
const NOW = Date.parse('2026-11-29T20:00:00+08:00');
const REPLAYS_PAGE = 10;

let test: TestApp;
const { fan, get, post } = uploadFixtures(() => test);
let serial = 0;
const rid = () => `req-replays-${++serial}-${process.pid}`;
const db = () => test.database.db;

beforeAll(async () => {
  test = await startTestApp({ now: NOW, seeded: { seed: SEED, now: NOW, parts: ['world'] } });
});
afterAll(() => test.close());

type ItemRow = typeof snsItems.$inferSelect;

async function liveItems(kind: number): Promise<ItemRow[]> {
  return db()
    .select()
    .from(snsItems)
    .where(and(eq(snsItems.kind, kind), isNull(snsItems.deletedAt)));
}
async function likesOf(itemId: number) {
  return db().select().from(snsLikes).where(eq(snsLikes.itemId, itemId));
}
async function liveRepliesOf(itemId: number) {
  const rows = await db()
    .select()
    .from(snsReplies)
    .where(and(eq(snsReplies.itemId, itemId), isNull(snsReplies.deletedAt)));
  return rows.sort((a, b) => a.id - b.id);
}
/** A replay as the rows say it should be shown: its expert, plan, match and counts. */
async function replayFromRows(item: ItemRow) {
  const home = alias(teams, 'home');
  const away = alias(teams, 'away');
  const [row] = await db()
    .select({ expert: experts, plan: plans, home: home.name, away: away.name })
    .from(plans)
    .innerJoin(experts, eq(experts.id, item.expertId!))
    .innerJoin(matches, eq(matches.id, plans.matchId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(plans.id, item.planId!));
  return {
    id: item.id,
    circleId: item.circleId,
    expert: { id: row!.expert.id, nickname: row!.expert.nickname, icon: row!.expert.icon },
    plan: {
      id: row!.plan.id,
      title: row!.plan.title,
      result: row!.plan.result,
      matchName: `${row!.home} vs ${row!.away}`,
      settledAt: row!.plan.settledAt?.getTime() ?? null,
    },
    title: item.title,
    content: item.content,
    likeCount: (await likesOf(item.id)).length,
    commentCount: (await liveRepliesOf(item.id)).length,
    createdAt: item.createdAt.getTime(),
  };
}
const newestFirst = (a: ItemRow, b: ItemRow) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

async function comment(who: Fan, msgId: number, replyId?: number) {
  const body = { msgId, content: `复盘写得好${serial}`, replyId, requestId: rid() };
  return (expectOk(await post('/api/user/sns/reply', body, who)) as { id: number }).id;
}
const addLike = (who: Fan | undefined, id: number, type?: number) =>
  post(`/api/expert/replay/addLike/${id}`, type === undefined ? {} : { type }, who);

describe('a replay', () => {
  it('answers every replay with its plan’s result, match and counts, as the rows have them', async () => {
    const replays = await liveItems(SNS_REPLAY_KIND);
    expect(replays.length).toBeGreaterThan(0);
    for (const item of replays) {
      const detail = replayDetailSchema.parse(
        expectOk(await get(`/api/expert/replay/detail/${item.id}`)),
      );
      expect(detail).toEqual({ ...(await replayFromRows(item)), liked: false });
      expect([1, 2, 3]).toContain(detail.plan.result);
    }
  });

  it('answers its comments oldest first with their total; a reply shows whom it answers', async () => {
    const replays = await liveItems(SNS_REPLAY_KIND);
    const replay = replays.find((r) => r.authorId !== null) ?? replays[0];
    const a = await fan();
    const b = await fan();
    const first = await comment(a, replay!.id);
    const answer = await comment(b, replay!.id, first);
    const rows = await liveRepliesOf(replay!.id);
    const page = replyPageSchema.parse(
      expectOk(await get(`/api/expert/replay/information/${replay!.id}`)),
    );
    expect(page.total).toBe(rows.length);
    expect(page.list.map((r) => [r.id, r.content])).toEqual(
      rows.slice(0, SNS_REPLY_PAGE_SIZE).map((r) => [r.id, r.content]),
    );
    expect(page.list.find((r) => r.id === answer)?.replyTo).toEqual({
      id: first,
      nickName: page.list.find((r) => r.id === first)!.author.nickName,
    });
    const detail = replayDetailSchema.parse(
      expectOk(await get(`/api/expert/replay/detail/${replay!.id}`)),
    );
    expect(detail.commentCount).toBe(rows.length);
    // The replay's author is told of the comment, in letters.
    if (replay!.authorId !== null) {
      const told = await db()
        .select()
        .from(userMessages)
        .where(eq(userMessages.userId, replay!.authorId));
      expect(told.filter((m) => m.eventKey === `sns-reply:${first}`)).toHaveLength(1);
    }
  });

  it('likes once per fan (the expert told once), takes the like back, refuses visitors', async () => {
    // The seeded experts may have no account; this replay's expert has one, to be told.
    const seeded = (await liveItems(SNS_REPLAY_KIND))[0]!;
    const expertAccount = await fan();
    const [replay] = await db()
      .insert(snsItems)
      .values({
        kind: SNS_REPLAY_KIND,
        circleId: seeded.circleId,
        authorId: expertAccount.id,
        expertId: seeded.expertId,
        planId: seeded.planId,
        title: seeded.title,
        content: seeded.content,
        createdAt: new Date(test.clock.now()),
      })
      .returning();
    if (!replay) throw new Error('fixture: no replay');
    const me = await fan();
    const other = await fan();
    for (let i = 0; i < 2; i++) {
      const liked = replayAddLike.output.parse(expectOk(await addLike(me, replay.id)));
      expect(liked).toEqual({ liked: true, likeCount: (await likesOf(replay.id)).length });
    }
    expect((await likesOf(replay.id)).filter((l) => l.userId === me.id)).toHaveLength(1);
    const before = (await likesOf(replay.id)).length;
    expect(replayAddLike.output.parse(expectOk(await addLike(other, replay.id, 1))).likeCount).toBe(
      before + 1,
    );
    const mine = replayDetailSchema.parse(
      expectOk(await get(`/api/expert/replay/detail/${replay.id}`, me)),
    );
    expect(mine).toMatchObject({ liked: true, likeCount: before + 1 });
    const likeMessages = async () =>
      (
        await db().select().from(userMessages).where(eq(userMessages.userId, replay.authorId!))
      ).filter((m) => m.eventKey === `sns-like:${replay.id}:${me.id}`);
    expect(await likeMessages()).toHaveLength(1);

    const off = replayAddLike.output.parse(expectOk(await addLike(me, replay.id, 2)));
    expect(off).toEqual({ liked: false, likeCount: (await likesOf(replay.id)).length });
    expect(off.likeCount).toBe(before);
    expectOk(await addLike(me, replay.id));
    expect(await likeMessages()).toHaveLength(1);

    expect((await addLike(undefined, replay.id)).statusCode).toBe(401);
    expect((await addLike(me, replay.id, 3)).statusCode).toBe(400);
    expect((await post('/api/expert/replay/addLike/abc', {}, me)).statusCode).toBe(400);
    // A post is no replay: its likes go through likeMsg.
    const [aPost] = await liveItems(FEED_KINDS.post);
    const notReplay = await addLike(me, aPost!.id);
    expect(notReplay.statusCode).toBe(404);
    expect((await likesOf(aPost!.id)).some((l) => l.userId === me.id)).toBe(false);
  });

  it('refuses what is no replay with a 404 and bad ids with a 400', async () => {
    const [article] = await liveItems(FEED_KINDS.article);
    for (const url of [
      `/api/expert/replay/detail/${article!.id}`,
      `/api/expert/replay/information/${article!.id}`,
      '/api/expert/replay/detail/2147483000',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    for (const url of [
      '/api/expert/replay/detail/0',
      '/api/expert/replay/detail/abc',
      '/api/expert/replay/detail/2147483648',
      `/api/expert/replay/information/${article!.id}?pageNo=0`,
      '/api/expert/replay/list/0/1',
      '/api/expert/replay/list/1/0',
      '/api/expert/article/detail/forShare/-1',
    ])
      expect((await get(url)).statusCode, url).toBe(400);
  });
});

describe('an article and an expert’s replays', () => {
  it('shares every article and news item whole, with its author and counts from the rows', async () => {
    const articles = await liveItems(FEED_KINDS.article);
    expect(articles.length).toBeGreaterThan(0);
    const news = await liveItems(FEED_KINDS.news);
    expect(news.length).toBeGreaterThan(0);
    const liker = await fan();
    expectOk(await get(`/api/user/sns/likeMsg?msgId=${articles[0]!.id}&likeFlag=1`, liker));
    for (const item of [...articles, ...news]) {
      const [expert] =
        item.expertId === null
          ? []
          : await db().select().from(experts).where(eq(experts.id, item.expertId));
      const pictures = await db()
        .select()
        .from(snsItemPictures)
        .where(eq(snsItemPictures.itemId, item.id))
        .orderBy(asc(snsItemPictures.seq));
      const shared = articleForShare.output.parse(
        expectOk(await get(`/api/expert/article/detail/forShare/${item.id}`)),
      );
      expect(shared).toEqual({
        id: item.id,
        kind: item.kind,
        title: item.title,
        pictures: pictures.map((p) => snsPictureUrl(item.id, p.seq)),
        content: item.content,
        // An article is its expert's; news has nobody behind it.
        author: expert
          ? {
              userId: expert.userId,
              nickName: expert.nickname,
              icon: expert.icon,
              expertId: expert.id,
            }
          : NEWS_AUTHOR,
        circleId: item.circleId,
        likeCount: (await likesOf(item.id)).length,
        replyCount: (await liveRepliesOf(item.id)).length,
        createdAt: item.createdAt.getTime(),
      });
    }
    // A replay or a fan's post has no share page of this kind.
    const [replay] = await liveItems(SNS_REPLAY_KIND);
    const [aPost] = await liveItems(FEED_KINDS.post);
    for (const id of [replay!.id, aPost!.id])
      expect((await get(`/api/expert/article/detail/forShare/${id}`)).statusCode).toBe(404);
  });

  it('lists an expert’s replays newest first, ten a page', async () => {
    const replays = await liveItems(SNS_REPLAY_KIND);
    const byExpert = new Map<number, ItemRow[]>();
    for (const r of replays) byExpert.set(r.expertId!, [...(byExpert.get(r.expertId!) ?? []), r]);
    for (const [expertId, own] of byExpert) {
      own.sort(newestFirst);
      const page = expertReplays.output.parse(
        expectOk(await get(`/api/expert/replay/list/${expertId}/1`)),
      );
      expect(page.list.map((r) => r.id)).toEqual(own.slice(0, REPLAYS_PAGE).map((r) => r.id));
      expect(page.hasMore).toBe(own.length > REPLAYS_PAGE);
      for (const r of page.list)
        expect(r).toMatchObject(await replayFromRows(own.find((o) => o.id === r.id)!));
      const next = expertReplays.output.parse(
        expectOk(await get(`/api/expert/replay/list/${expertId}/2`)),
      );
      expect(next.list.map((r) => r.id)).toEqual(
        own.slice(REPLAYS_PAGE, 2 * REPLAYS_PAGE).map((r) => r.id),
      );
    }
    // An expert without replays (or none at all) has an empty list.
    const [anyExpert] = await db().select({ id: experts.id }).from(experts);
    const none = [...byExpert.keys()].includes(anyExpert!.id) ? 2_147_483_000 : anyExpert!.id;
    expect(
      expertReplays.output.parse(expectOk(await get(`/api/expert/replay/list/${none}/1`))),
    ).toEqual({ list: [], pageNo: 1, hasMore: false });
  });
});

describe('a moderator deleting a reply', () => {
  async function moderatorOf(circleId: number): Promise<Fan> {
    const mod = await fan();
    await db()
      .insert(circleModerators)
      .values({ circleId, userId: mod.id, createdAt: new Date(NOW) });
    return mod;
  }
  const cut = (who: Fan | undefined, msgId: number, replyId: number, reason?: string) =>
    get(
      `/api/user/sns/cutPosts?${new URLSearchParams({
        msgId: String(msgId),
        replyId: String(replyId),
        ...(reason ? { reason } : {}),
      }).toString()}`,
      who,
    );

  it('deletes a fan’s comment in their circle only, never another moderator’s; audited', async () => {
    const replay = (await liveItems(SNS_REPLAY_KIND))[0]!;
    const circles = await db().select({ id: snsCircles.id }).from(snsCircles);
    const elsewhere = circles.find((c) => c.id !== replay.circleId)!;
    const mod = await moderatorOf(replay.circleId);
    const otherMod = await moderatorOf(replay.circleId);
    const foreignMod = await moderatorOf(elsewhere.id);
    const writer = await fan();
    const stranger = await fan();
    const target = await comment(writer, replay.id);
    const modsComment = await comment(otherMod, replay.id);

    expect((await cut(undefined, replay.id, target)).statusCode).toBe(401);
    for (const who of [stranger, foreignMod]) {
      const res = await cut(who, replay.id, target);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ code: string }>().code).toBe('sns_not_allowed');
    }
    const onModerator = await cut(mod, replay.id, modsComment);
    expect(onModerator.statusCode).toBe(403);
    expect(onModerator.json<{ msg: string }>().msg).toBe('不能对本圈版主进行此操作');
    expect((await liveRepliesOf(replay.id)).map((r) => r.id)).toEqual(
      expect.arrayContaining([target, modsComment]),
    );

    const before = (await liveRepliesOf(replay.id)).length;
    expect(expectOk(await cut(mod, replay.id, target, '广告'))).toEqual({ deleted: true });
    const [row] = await db().select().from(snsReplies).where(eq(snsReplies.id, target));
    expect(row).toMatchObject({ deletedBy: mod.id, deleteReason: '广告' });
    expect(row!.deletedAt?.getTime()).toBe(test.clock.now());
    const after = await liveRepliesOf(replay.id);
    expect(after).toHaveLength(before - 1);
    const page = replyPageSchema.parse(
      expectOk(await get(`/api/expert/replay/information/${replay.id}`)),
    );
    expect(page.total).toBe(after.length);
    expect(page.list.some((r) => r.id === target)).toBe(false);
    const detail = replayDetailSchema.parse(
      expectOk(await get(`/api/expert/replay/detail/${replay.id}`)),
    );
    expect(detail.commentCount).toBe(after.length);
    const audit = await db().select().from(snsAudit).where(eq(snsAudit.actorId, mod.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'cut',
      circleId: replay.circleId,
      itemId: replay.id,
      replyId: target,
      targetUserId: writer.id,
      reason: '广告',
    });

    // Gone is gone; a reply of another item is none of this one's; bad ids are a 400.
    const again = await cut(mod, replay.id, target);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ code: string }>().code).toBe('sns_reply_not_found');
    const [aPost] = await liveItems(FEED_KINDS.post);
    expect((await cut(mod, aPost!.id, modsComment)).statusCode).toBe(404);
    for (const q of [`msgId=${replay.id}&replyId=0`, `msgId=${replay.id}&replyId=x`, 'msgId=0'])
      expect((await get(`/api/user/sns/cutPosts?${q}`, mod)).statusCode, q).toBe(400);
  });

  it('deletes a fan’s reply under a post the same way; the writer may delete their own', async () => {
    const [aPost] = await liveItems(FEED_KINDS.post);
    const mod = await moderatorOf(aPost!.circleId);
    const writer = await fan();
    const first = await comment(writer, aPost!.id);
    const second = await comment(writer, aPost!.id);
    expectOk(await cut(mod, aPost!.id, first));
    expectOk(await cut(writer, aPost!.id, second));
    const rows = await db()
      .select()
      .from(snsReplies)
      .where(eq(snsReplies.authorId, writer.id))
      .orderBy(asc(snsReplies.id));
    expect(rows.map((r) => [r.id, r.deletedBy])).toEqual([
      [first, mod.id],
      [second, writer.id],
    ]);
    const audit = await db()
      .select({ action: snsAudit.action, actorId: snsAudit.actorId })
      .from(snsAudit)
      .where(eq(snsAudit.targetUserId, writer.id))
      .orderBy(asc(snsAudit.id));
    expect(audit).toEqual([
      { action: 'cut', actorId: mod.id },
      { action: 'cut_own', actorId: writer.id },
    ]);
    const page = replyPageSchema.parse(expectOk(await get(`/api/sns/replies/${aPost!.id}/1`)));
    expect(page.list.some((r) => r.id === first || r.id === second)).toBe(false);
    expect(page.total).toBe((await liveRepliesOf(aPost!.id)).length);
  });
});

describe('举报 and 删除 of a replay’s comments (issue 37 leftovers §3)', () => {
  let replay: ItemRow;
  let otherCircle: number;
  beforeAll(async () => {
    [replay] = (await liveItems(SNS_REPLAY_KIND)).sort((a, b) => a.id - b.id) as [ItemRow];
    const circles = await db().select({ id: snsCircles.id }).from(snsCircles);
    otherCircle = circles.find((c) => c.id !== replay.circleId)!.id;
  });
  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const reportComment = (
    who: Fan | undefined,
    replyId: number | string,
    foulType: number | string,
  ) => get(`/api/user/sns/report?${query({ msgId: replay.id, replyId, foulType })}`, who);
  const cutComment = (who: Fan | undefined, replyId: number, reason?: string) =>
    get(
      `/api/user/sns/cutPosts?${query({ msgId: replay.id, replyId, ...(reason ? { reason } : {}) })}`,
      who,
    );
  async function moderatorOf(circleId: number): Promise<Fan> {
    const mod = await fan();
    await db()
      .insert(circleModerators)
      .values({ circleId, userId: mod.id, createdAt: new Date(NOW) });
    return mod;
  }
  const auditOf = (actorId: number) =>
    db().select().from(snsAudit).where(eq(snsAudit.actorId, actorId)).orderBy(asc(snsAudit.id));
  async function commentIds(): Promise<number[]> {
    const ids: number[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = replyPageSchema.parse(
        expectOk(await get(`/api/expert/replay/information/${replay.id}?pageNo=${pageNo}`)),
      );
      ids.push(...page.list.map((r) => r.id));
      if (!page.hasMore) return ids;
    }
  }

  describe('a replay comment’s circle', () => {
    it('is named by the replay and by the comment’s page', async () => {
      const detail = replayDetailSchema.parse(
        expectOk(await get(`/api/expert/replay/detail/${replay.id}`)),
      );
      expect(detail.circleId).toBe(replay.circleId);
      const c = await comment(await fan(), replay.id);
      const page = replayComment.output.parse(
        expectOk(await get(`/api/expert/replay/comment/${c}/1`)),
      );
      expect(page.replay).toEqual({
        id: replay.id,
        title: replay.title,
        circleId: replay.circleId,
      });
    });
  });

  describe('举报 a comment', () => {
    it('reports once per fan with the foul type, audited once; a repeat answers repeated', async () => {
      const writer = await fan();
      const reporter = await fan();
      const target = await comment(writer, replay.id);
      expect(expectOk(await reportComment(reporter, target, 2))).toEqual({
        reported: true,
        repeated: false,
      });
      expect(expectOk(await reportComment(reporter, target, 3))).toEqual({
        reported: true,
        repeated: true,
      });
      const reports = await db()
        .select()
        .from(snsReports)
        .where(eq(snsReports.reporterId, reporter.id));
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({ itemId: replay.id, replyId: target, foulType: 2 });
      expect(await auditOf(reporter.id)).toEqual([
        expect.objectContaining({
          action: 'report',
          circleId: replay.circleId,
          itemId: replay.id,
          replyId: target,
          targetUserId: writer.id,
          detail: 2,
        }),
      ]);
      // Another fan's report of the same comment is theirs.
      const second = await fan();
      expect(expectOk(await reportComment(second, target, 1))).toMatchObject({ repeated: false });
    });

    it('reports a reply answering a comment the same way', async () => {
      const [a, b, reporter] = [await fan(), await fan(), await fan()];
      const root = await comment(a, replay.id);
      const answer = await comment(b, replay.id, root);
      expectOk(await reportComment(reporter, answer, 3));
      expect(await auditOf(reporter.id)).toEqual([
        expect.objectContaining({ replyId: answer, targetUserId: b.id, detail: 3 }),
      ]);
    });

    it('refuses one’s own comment, a banned fan, a visitor, a comment of another item and bad input', async () => {
      const writer = await fan();
      const own = await comment(writer, replay.id);
      expectRefusal(await reportComment(writer, own, 1), 403, 'sns_self', '不能对自己进行此操作');
      const mod = await moderatorOf(replay.circleId);
      const banned = await fan();
      expectOk(
        await get(
          `/api/user/sns/gagUser?${query({ forbidId: banned.id, forbidType: 2, forbidDays: 7, circleId: replay.circleId })}`,
          mod,
        ),
      );
      const refusal = await reportComment(banned, own, 1);
      expect(refusal.statusCode).toBe(403);
      expect(refusal.json<{ code: string; msg: string }>()).toMatchObject({ code: 'sns_banned' });
      expect(refusal.json<{ msg: string }>().msg).toContain('封禁');
      expectRefusal(await reportComment(undefined, own, 1), 401, 'no_login');
      const [aPost] = await db()
        .select({ id: snsItems.id })
        .from(snsItems)
        .where(and(eq(snsItems.kind, 1), isNull(snsItems.deletedAt)))
        .limit(1);
      const stranger = await fan();
      expectRefusal(
        await get(
          `/api/user/sns/report?${query({ msgId: aPost!.id, replyId: own, foulType: 1 })}`,
          stranger,
        ),
        404,
        'sns_reply_not_found',
      );
      expectRefusal(await reportComment(stranger, own, 9), 400, 'bad_request', '举报类型错误');
      for (const [replyId, foulType] of [
        [0, 1],
        ['x', 1],
        [own, 'x'],
      ] as const)
        expect((await reportComment(stranger, replyId, foulType)).statusCode).toBe(400);
      expect(await auditOf(stranger.id)).toEqual([]);
    });
  });

  describe('删除 a comment', () => {
    it('lets its writer delete it: gone from the list, the count and its page; audited cut_own', async () => {
      const writer = await fan();
      const mine = await comment(writer, replay.id);
      expect(await commentIds()).toContain(mine);
      const before = replayDetailSchema.parse(
        expectOk(await get(`/api/expert/replay/detail/${replay.id}`)),
      ).commentCount;
      expect(expectOk(await cutComment(writer, mine))).toEqual({ deleted: true });
      expect(await commentIds()).not.toContain(mine);
      const after = replayDetailSchema.parse(
        expectOk(await get(`/api/expert/replay/detail/${replay.id}`)),
      ).commentCount;
      expect(after).toBe(before - 1);
      expectRefusal(await get(`/api/expert/replay/comment/${mine}/1`), 404, 'sns_reply_not_found');
      expect(await auditOf(writer.id)).toEqual([
        expect.objectContaining({
          action: 'cut_own',
          circleId: replay.circleId,
          itemId: replay.id,
          replyId: mine,
          targetUserId: writer.id,
        }),
      ]);
    });

    it('lets a moderator of the replay’s circle delete anyone’s, no other fan or circle’s moderator', async () => {
      const writer = await fan();
      const target = await comment(writer, replay.id);
      const stranger = await fan();
      const foreignMod = await moderatorOf(otherCircle);
      for (const who of [stranger, foreignMod])
        expectRefusal(await cutComment(who, target), 403, 'sns_not_allowed');
      expectRefusal(await cutComment(undefined, target), 401, 'no_login');
      expect(await commentIds()).toContain(target);
      const mod = await moderatorOf(replay.circleId);
      expectOk(await cutComment(mod, target, '广告'));
      expect(await commentIds()).not.toContain(target);
      expect(await auditOf(mod.id)).toEqual([
        expect.objectContaining({
          action: 'cut',
          circleId: replay.circleId,
          replyId: target,
          targetUserId: writer.id,
          reason: '广告',
        }),
      ]);
      expectRefusal(await cutComment(mod, target), 404, 'sns_reply_not_found');
    });
  });
});
