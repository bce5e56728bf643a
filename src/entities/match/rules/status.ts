/**
 * Status codes of product-spec §4 ("Status codes"), football and basketball, with the Chinese labels a
 * row shows. Pure functions: no I/O, no time.
 */

import {
  BASKETBALL_STATUS,
  FOOTBALL_STATUS,
  isBasketballAbnormal,
  isBasketballFinished,
  isBasketballInPlay,
  isBasketballOvertime,
  isBasketballQuarter,
  isFootballAbnormal,
  isFootballFinished,
  isFootballInPlay,
  overtimeNumber,
  SPORT,
} from '@domain/sport';

// The codes and their predicates are the domain's (domain/sport); the labels are the client's.
export {
  BASKETBALL_STATUS,
  FOOTBALL_STATUS,
  isBasketballAbnormal,
  isBasketballFinished,
  isBasketballInPlay,
  isFootballAbnormal,
  isFootballFinished,
  isFootballInPlay,
};

const FOOTBALL_LABELS: Readonly<Record<number, string>> = {
  0: '未开赛',
  1: '上半场',
  11: '上半场',
  12: '下半场',
  13: '加时',
  14: '中场',
  2: '完场',
  3: '中断',
  7: '腰斩',
  8: '推迟',
};

/** The Chinese label of a football status; an unknown code reads 未知. */
export function footballStatusLabel(status: number): string {
  return FOOTBALL_LABELS[status] ?? '未知';
}

const QUARTERS = ['第一节', '第二节', '第三节', '第四节'] as const;

const BASKETBALL_LABELS: Readonly<Record<number, string>> = {
  0: '未开赛',
  50: '中场',
  [-1]: '完场',
  [-2]: '待定',
  [-3]: '中断',
  [-4]: '取消',
  [-5]: '推迟',
};

/** The Chinese label of a basketball status: 第一节…第四节, 加时1…加时8, 中场, 完场 …; else 未知. */
export function basketballStatusLabel(status: number): string {
  if (isBasketballQuarter(status)) return QUARTERS[status - 1] ?? '未知';
  if (isBasketballOvertime(status)) return `加时${overtimeNumber(status)}`;
  return BASKETBALL_LABELS[status] ?? '未知';
}

export type Sport = 'football' | 'basketball';

/** What a list does with a match: live, upcoming, finished, or abnormal (greyed, no ring). */
export type MatchPhase = 'upcoming' | 'live' | 'finished' | 'abnormal';

export function matchPhase(sport: Sport, status: number): MatchPhase {
  if (sport === 'football') {
    if (isFootballInPlay(status)) return 'live';
    if (isFootballAbnormal(status)) return 'abnormal';
    if (isFootballFinished(status)) return 'finished';
    return status === FOOTBALL_STATUS.notStarted ? 'upcoming' : 'abnormal';
  }
  if (isBasketballInPlay(status)) return 'live';
  if (isBasketballAbnormal(status)) return 'abnormal';
  return status === BASKETBALL_STATUS.notStarted ? 'upcoming' : 'finished';
}

export function statusLabel(sport: Sport, status: number): string {
  return sport === 'football' ? footballStatusLabel(status) : basketballStatusLabel(status);
}

/** The match item's sportType (1 football, 2 basketball) as a Sport. */
export function sportOf(sportType: number): Sport {
  return sportType === SPORT.basketball ? 'basketball' : 'football';
}

/**
 * A match whose score can still change (in play or not started): the only ones worth polling.
 * Finished and abnormal (postponed, abandoned…) ones are left alone.
 */
export function canStillChange(match: { sportType: number; matchStatus: number }): boolean {
  const phase = matchPhase(sportOf(match.sportType), match.matchStatus);
  return phase === 'live' || phase === 'upcoming';
}

/** "67" → "67'", "45+2" → "45+2'"; words (中场) as they are. */
export function minuteText(minutes: string | null, status: number): string {
  if (status === FOOTBALL_STATUS.halfTime) return '中场';
  if (!minutes) return statusLabel('football', status);
  return /^\d/.test(minutes) ? `${minutes}'` : minutes;
}
