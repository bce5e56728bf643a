import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

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

/**
 * Nicknames that speak of one sport only: a 门将之光 or a 角球专家 has nothing to say in an NBA room,
 * nor 三分雨 at a football match (issue 31 item 11). The others watch both.
 */
const FOOTBALL_VOICES: ReadonlySet<string> = new Set([
  '绿茵小王子',
  '红魔死忠',
  '蓝军铁粉',
  '国足加油',
  '后腰大师',
  '门将之光',
  '边路爆破手',
  '点球大战',
  '伤停补时',
  '越位了吧',
  '角球专家',
  '进球机器',
  '足彩小白',
  '一脚世界波',
]);
const BASKETBALL_VOICES: ReadonlySet<string> = new Set([
  '篮板王老李',
  '三分雨',
  '快攻达人',
  '挡拆高手',
  '压哨绝杀',
]);

/** The sport a nickname speaks of: 1 football, 2 basketball, 0 both. */
export function voiceOf(nickName: string): 0 | 1 | 2 {
  if (FOOTBALL_VOICES.has(nickName)) return 1;
  if (BASKETBALL_VOICES.has(nickName)) return 2;
  return 0;
}

/** The fans who may speak in a room of this sport. */
export function fansOfSport<T extends { nickName: string }>(
  fans: readonly T[],
  sport: number,
): T[] {
  return fans.filter((fan) => {
    const voice = voiceOf(fan.nickName);
    return voice === 0 || voice === sport;
  });
}

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
