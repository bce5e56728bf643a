import { inArray } from 'drizzle-orm';
import {
  MESSAGE_SUB_TYPES,
  type MessageContent,
  type MessageSubType,
} from '../../contracts/messages';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { notify } from '../features/messages';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { HOUR_MS } from '../../domain/time';

interface Seeded {
  key: string;
  subType: MessageSubType;
  /** The title; a social message's names its actor. */
  title: string | ((actor: string) => string);
  content: MessageContent;
  /** How long before now it arrived. */
  agoMs: number;
  /**
   * Social messages: the demo accounts who may have done it, in order of preference. The first one
   * that is not the recipient is the actor (nobody follows or likes themselves: issue 16 item 10).
   */
  actors?: readonly string[];
}

/** One message in each list (sub types 3 to 8), so a demo account's message centre has a story. */
const SEEDED: readonly Seeded[] = [
  {
    key: 'welcome',
    subType: MESSAGE_SUB_TYPES.system,
    title: '欢迎来到体育周报',
    content: {
      text: '比分、赛况、聊天室和专家方案都在这里。关注比赛后，开赛和完场会通知你。',
      kind: 'welcome',
    },
    agoMs: 72 * HOUR_MS,
  },
  {
    key: 'rain-intro',
    subType: MESSAGE_SUB_TYPES.activity,
    title: '进球红包雨上线',
    content: {
      text: '带红包标记的比赛进球后，比赛页会下起红包雨，10 秒内点红包赢金币和观赛券。',
      kind: 'campaign',
    },
    agoMs: 48 * HOUR_MS,
  },
  {
    key: 'follow-tip',
    subType: MESSAGE_SUB_TYPES.notice,
    title: '关注比赛，开赛不错过',
    content: {
      text: '在比赛列表点星标即可关注，开赛和完场都会提醒你。',
      kind: 'tip',
      link: '#/tabs/match',
    },
    agoMs: 30 * HOUR_MS,
  },
  {
    key: 'official-plan',
    subType: MESSAGE_SUB_TYPES.officialPlan,
    title: '官方方案：本周焦点战',
    content: {
      text: '本周五大联赛焦点战的官方解读已发布，去方案页看看吧。',
      kind: 'official',
      link: '#/tabs/plan',
    },
    agoMs: 20 * HOUR_MS,
  },
  {
    key: 'like',
    subType: MESSAGE_SUB_TYPES.community,
    title: (actor) => `${actor} 赞了你的评论`,
    content: { text: '“主队今天状态不错”', kind: 'like', likeLevel: 2 },
    actors: ['demo_expert', 'demo_fan'],
    agoMs: 6 * HOUR_MS,
  },
  {
    key: 'follow',
    subType: MESSAGE_SUB_TYPES.community,
    title: (actor) => `${actor} 关注了你`,
    content: { text: '你们都关注了英超', kind: 'follow' },
    actors: ['demo_vip', 'demo_fan'],
    agoMs: 5 * HOUR_MS,
  },
  {
    key: 'reply',
    subType: MESSAGE_SUB_TYPES.letter,
    title: (actor) => `${actor} 回复了你`,
    content: { text: '谢谢支持！今晚的比赛我更看好主队不败。', kind: 'reply' },
    actors: ['demo_expert', 'demo_vip'],
    agoMs: 2 * HOUR_MS,
  },
];

/** Gives every demo account the seeded messages it lacks (idempotent: one per event key). */
export async function seedDemoMessages(db: Database, now: number): Promise<void> {
  const demo = await db
    .select({ id: users.id, account: users.account, nickName: users.nickName })
    .from(users)
    .where(
      inArray(
        users.account,
        DEMO_ACCOUNTS.map((a) => a.account),
      ),
    );
  const byAccount = new Map(demo.map((u) => [u.account, u]));
  for (const recipient of demo)
    for (const m of SEEDED) {
      const actor = m.actors
        ?.map((account) => byAccount.get(account))
        .find((u) => u !== undefined && u.id !== recipient.id);
      if (m.actors && !actor) continue;
      await notify(db, {
        userId: recipient.id,
        subType: m.subType,
        title: typeof m.title === 'string' ? m.title : m.title(actor?.nickName ?? ''),
        content: m.content,
        eventKey: `seed:${m.key}`,
        topic: null,
        at: now - m.agoMs,
        actorId: actor?.id,
      });
    }
}
