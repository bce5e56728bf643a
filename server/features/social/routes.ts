import {
  articleForShare as articleForShareCall,
  expertArticles,
  expertReplays,
  replayAddLike,
  replayDetail as replayDetailCall,
  replayComment,
  replayInformation,
} from '../../../contracts/expertReplays';
import {
  querySnsNoteDetail,
  queryThemeInfo,
  snsCircles,
  snsFeed,
  snsHotTopics,
  snsPicture,
  snsPublish,
  snsReplies,
  snsReply,
  snsTopicDetail,
  FEED_KINDS,
} from '../../../contracts/social';
import {
  checkSnsMemberStatus,
  cutPosts,
  gagUser,
  likeMsg,
  msgReply,
  pullBlack,
  snsAttentionMe,
  snsIsFollow,
  snsReport,
  snsVote,
  topFlag,
  ucAttention,
} from '../../../contracts/socialActions';
import type { Database } from '../../db/database';
import { done, refused } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { pullBlack as pullBlackMember, report, setLike, vote } from './actions';
import { itemDetail, itemPicture, replyPage } from './detail';
import { circleList, circleModeratorList, feedPage, hotTopics } from './feed';
import { attentionMe, isFollow, repliesAbout, setFollow } from './follows';
import { liveItem, snsItemsById } from './items';
import { memberExists } from './memberPosts';
import { cutPost, forbidMember, memberStatus, setPinned } from './moderation';
import { publishPost, writeReply } from './write';
import { articleForShare, expertReplayPage, isReplay, replayDetail } from './replays';
import { expertArticlePage, replayCommentPage } from './expertArticles';
import { SnsRefusals } from './refusals';

export interface SocialDeps {
  db: Database;
}

/**
 * The circles (calls-errors-spec §7.5, §7.4's sns calls, §7.11's replays and articles;
 * contracts/social.ts, socialActions.ts, expertReplays.ts). Reading is open to visitors; every
 * change needs the token in a header, GET or not, and the service checks each permission itself.
 */
export function socialRoutes(route: Router, deps: SocialDeps): void {
  const { db } = deps;
  const viewerId = async (ctx: { viewer(this: void): Promise<{ userId: number } | null> }) =>
    (await ctx.viewer())?.userId ?? null;

  route(snsCircles, async () => done({ list: await circleList(db) }));
  route(queryThemeInfo, async ({ circleId }) => {
    const [circle] = await circleList(db, circleId);
    if (!circle) return refused(SnsRefusals.circleNotFound);
    return done({
      circle,
      moderators: await circleModeratorList(db, circleId),
      hotTopics: await hotTopics(db, circleId),
    });
  });
  route(snsFeed, async (input, ctx) => {
    if (input.circleId !== 0 && (await circleList(db, input.circleId)).length === 0)
      return refused(SnsRefusals.circleNotFound);
    if (input.authorId !== undefined && !(await memberExists(db, input.authorId)))
      return refused(SnsRefusals.memberNotFound);
    return done(await feedPage(db, input, await viewerId(ctx), ctx.now));
  });
  route(snsHotTopics, async ({ circleId }) => done({ list: await hotTopics(db, circleId) }));
  route(snsTopicDetail, async ({ msgId, pageNo }, ctx) => {
    const [topic] = await hotTopics(db, undefined, 1, msgId);
    const row = await liveItem(db, msgId);
    if (!topic || !row || row.kind !== FEED_KINDS.topic) return refused(SnsRefusals.topicNotFound);
    const who = await viewerId(ctx);
    const item = (await snsItemsById(db, [msgId], who, true)).get(msgId);
    if (!item) return refused(SnsRefusals.topicNotFound);
    const posts = await feedPage(
      db,
      { circleId: row.circleId, pageNo, sort: 'new', topicId: msgId },
      who,
      ctx.now,
    );
    return done({ topic, item, posts });
  });
  route(querySnsNoteDetail, async ({ msgId }, ctx) => itemDetail(db, msgId, await viewerId(ctx)));
  route(snsReplies, async ({ msgId, pageNo }, ctx) =>
    replyPage(db, msgId, pageNo, await viewerId(ctx)),
  );
  route(snsPicture, async ({ msgId, seq }) => {
    const image = await itemPicture(db, msgId, seq);
    if (!image) return refused(SnsRefusals.notFound);
    return done({
      bytes: image.bytes,
      type: image.mime,
      headers: {
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': 'inline',
      },
    });
  });
  route(snsPublish, (input, { caller, now }) => publishPost(db, caller.userId, input, now));
  route(snsReply, (input, { caller, now }) => writeReply(db, caller.userId, input, now));

  route(likeMsg, ({ msgId, likeFlag }, { caller, now }) =>
    setLike(db, caller.userId, msgId, likeFlag === 1, now),
  );
  route(snsVote, ({ msgId, optionId }, { caller, now }) =>
    vote(db, caller.userId, msgId, optionId, now),
  );
  route(snsReport, (input, { caller, now }) => report(db, caller.userId, input, now));
  route(cutPosts, (input, { caller, now }) => cutPost(db, caller.userId, input, now));
  route(pullBlack, (input, { caller, now }) => pullBlackMember(db, caller.userId, input, now));
  route(gagUser, (input, { caller, now }) => forbidMember(db, caller.userId, input, now));
  route(topFlag, ({ msgId, operationType }, { caller, now }) =>
    setPinned(db, caller.userId, msgId, operationType === 1, now),
  );
  route(checkSnsMemberStatus, async ({ circleId }, { caller, now }) =>
    done(await memberStatus(db, caller.userId, circleId, now)),
  );
  route(snsIsFollow, async ({ memberId }, ctx) =>
    done(await isFollow(db, await viewerId(ctx), memberId)),
  );
  route(ucAttention, ({ memberId, type }, { caller, now }) =>
    setFollow(db, caller.userId, memberId, type === 1, now),
  );
  route(snsAttentionMe, async (input, { caller }) =>
    done(await attentionMe(db, caller.userId, input)),
  );
  route(msgReply, async (input, { caller, now }) =>
    done(await repliesAbout(db, caller.userId, input, now)),
  );

  route(replayDetailCall, async ({ id }, ctx) => replayDetail(db, id, await viewerId(ctx)));
  route(replayInformation, async ({ id, pageNo }, ctx) => {
    if (!(await isReplay(db, id))) return refused(SnsRefusals.notFound);
    return replyPage(db, id, pageNo, await viewerId(ctx));
  });
  route(replayAddLike, async ({ id, type }, { caller, now }) => {
    if (!(await isReplay(db, id))) return refused(SnsRefusals.notFound);
    return setLike(db, caller.userId, id, type === 1, now);
  });
  route(articleForShareCall, ({ id }) => articleForShare(db, id));
  route(expertReplays, async ({ expertId, pageNo }, ctx) =>
    done(await expertReplayPage(db, expertId, pageNo, await viewerId(ctx))),
  );
  route(expertArticles, async ({ expertId, pageNo }, ctx) =>
    done(await expertArticlePage(db, expertId, pageNo, await viewerId(ctx), ctx.now)),
  );
  route(replayComment, async ({ id, pageNo }, ctx) =>
    replayCommentPage(db, id, pageNo, await viewerId(ctx)),
  );
}
