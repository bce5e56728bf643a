import { AWARD_KIND, type PacketRound } from '@contracts/redPacket';

// match-packet/packet's words (issue 37 §3): a round's state and the fan's part in it. Pure.

/** 进行中 while the round takes joins, else 已结束. */
export function roundStateText(round: Pick<PacketRound, 'open'>): string {
  return round.open ? '进行中' : '已结束';
}

/** The fan's part: 未参与, 已参与（待开奖）, 未抢到, or what was won. */
export function myPartText(mine: PacketRound['mine']): string {
  if (mine === null) return '未参与';
  if (mine.award === null) return '已参与，待开奖';
  return mine.award.kind === AWARD_KIND.empty ? '未抢到' : mine.award.title;
}

/** What comes next: the next goal's round while the packet is on, else why none comes. */
export function nextRoundText(next: number | null, active: boolean, over: boolean): string {
  if (next !== null) return `第${next}球进球后开抢，5分钟内有效`;
  if (over) return '比赛已结束，红包雨已结束';
  return active ? '暂无新的红包雨' : '本场比赛未开启进球红包';
}

/** `?matchId=`: a positive 32-bit id, or null (no call is made for anything else). */
export function matchIdOf(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
