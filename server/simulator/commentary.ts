import {
  BASKETBALL_STATUS as BK,
  FOOTBALL_STATUS as FT,
  isBasketballQuarter,
  NOT_STARTED,
  overtimeNumber,
} from '../../domain/sport';
import type { ScriptEvent } from './scriptTypes';

/** Text-live lines in the voice of a Chinese live-text feed. */

export interface Sides {
  home: string;
  away: string;
}

export function eventLine(e: ScriptEvent, teams: Sides, score: [number, number]): string {
  const team = e.side === 1 ? teams.home : teams.away;
  const other = e.side === 1 ? teams.away : teams.home;
  const now = `比分 ${score[0]}-${score[1]}`;
  const player = e.player ?? '';
  switch (e.kind) {
    case 'goal': {
      const assist = typeof e.detail?.assist === 'string' ? `，${e.detail.assist}助攻` : '';
      return `进球！${team} ${player} 破门${assist}，${now}`;
    }
    case 'penalty':
      return `点球！${team} ${player} 一蹴而就，${now}`;
    case 'own_goal':
      return `乌龙球！${other} ${player} 不慎自摆乌龙，${now}`;
    case 'penalty_missed':
      return `${team} ${player} 罚失点球！`;
    case 'yellow':
      return `${team} ${player} 犯规吃到黄牌`;
    case 'red':
      return `红牌！${team} ${player} 被直接罚下`;
    case 'substitution': {
      const off = typeof e.detail?.off === 'string' ? e.detail.off : '';
      return `换人：${team} ${player} 替下 ${off}`;
    }
    case 'corner':
      return `${team} 获得角球`;
    default:
      return `${team} ${player}`;
  }
}

const FOOTBALL_STATUS_LINES: Record<number, (t: Sides, s: [number, number]) => string> = {
  [FT.inPlay]: (t) => `比赛开始，${t.home} 对阵 ${t.away}`,
  [FT.halfTime]: (t, s) => `上半场结束，${t.home} ${s[0]}-${s[1]} ${t.away}`,
  [FT.secondHalf]: () => '下半场开始',
  [FT.extraTime]: () => '常规时间战平，双方进入加时赛',
  [FT.finished]: (t, s) => `全场比赛结束，${t.home} ${s[0]}-${s[1]} ${t.away}`,
  [FT.interrupted]: () => '比赛因天气原因中断',
  [FT.abandoned]: () => '比赛因故中止（腰斩）',
  [FT.postponed]: () => '比赛延期举行',
};

export function footballStatusLine(
  status: number,
  teams: Sides,
  score: [number, number],
  penalties: [number, number] | null = null,
): string | null {
  const line = FOOTBALL_STATUS_LINES[status]?.(teams, score) ?? null;
  return line && status === FT.finished && penalties
    ? `${line}（点球 ${penalties[0]}-${penalties[1]}）`
    : line;
}

/** The shoot-out result of a cup tie level after extra time, told before the final whistle. */
export function shootoutLine(teams: Sides, penalties: [number, number]): string {
  const winner = penalties[0] > penalties[1] ? teams.home : teams.away;
  return `点球大战结束，${teams.home} 点球 ${penalties[0]}-${penalties[1]} ${teams.away}，${winner} 点球胜出`;
}

export function basketballStatusLine(
  status: number,
  previous: number,
  teams: Sides,
  score: [number, number],
): string | null {
  const now = `${teams.home} ${score[0]}-${score[1]} ${teams.away}`;
  if (status === BK.finished) return `全场比赛结束，${now}`;
  if (status === BK.postponed) return '比赛延期举行';
  if (status === BK.halfTime) return `半场结束，${now}`;
  if (status === BK.firstQuarter && previous === NOT_STARTED)
    return `比赛开始，${teams.home} 对阵 ${teams.away}`;
  // Every status from the first overtime up (half-time 50 was answered above), as before.
  if (status >= BK.firstOvertime && status !== previous)
    return `第${overtimeNumber(status)}个加时开始，${now}`;
  if (isBasketballQuarter(status) && status !== previous) return `第${status}节开始，${now}`;
  return null;
}
