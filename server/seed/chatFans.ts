import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

/**
 * The simulated fans who keep busy matches' chat rooms lively (issue 8 item 6). Accounts without a
 * password: nobody can log in as them; they speak only through the crowd (server/features/chat).
 */
export const CHAT_FAN_NICKNAMES = [
  '看球不睡觉',
  '老球迷阿强',
  '绿茵小王子',
  '凌晨三点的球场',
  '红魔死忠',
  '蓝军铁粉',
  '国足加油',
  '篮板王老李',
  '三分雨',
  '后腰大师',
  '门将之光',
  '边路爆破手',
  '战术板',
  '点球大战',
  '伤停补时',
  '越位了吧',
  '角球专家',
  '球场老炮',
  '进球机器',
  '主场龙',
  '客场之王',
  '冷门收割机',
  '足彩小白',
  '数据帝',
  '夜猫子看球',
  '一脚世界波',
  '快攻达人',
  '挡拆高手',
  '压哨绝杀',
  '替补奇兵',
] as const;

export const chatFanAccount = (index: number) => `chatfan_${String(index + 1).padStart(2, '0')}`;

/** Inserts the fans that are missing; returns every fan's id and nickname. Idempotent. */
export async function ensureChatFans(db: Database): Promise<{ id: number; nickName: string }[]> {
  const accounts = CHAT_FAN_NICKNAMES.map((_, i) => chatFanAccount(i));
  await db
    .insert(users)
    .values(CHAT_FAN_NICKNAMES.map((nickName, i) => ({ account: chatFanAccount(i), nickName })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, nickName: users.nickName, account: users.account })
    .from(users)
    .where(inArray(users.account, accounts));
  return rows.map((r) => ({ id: r.id, nickName: r.nickName ?? r.account }));
}
