/**
 * Status codes of product-spec §4 ("Status codes"), football and basketball, with the Chinese labels a
 * row shows. Pure functions: no I/O, no time.
 */

import { BASKETBALL_STATUS, FOOTBALL_STATUS } from '@contracts/sportdata/status';

export { BASKETBALL_STATUS, FOOTBALL_STATUS };

const FOOTBALL_IN_PLAY: ReadonlySet<number> = new Set([1, 11, 12, 13, 14]);
const FOOTBALL_ABNORMAL: ReadonlySet<number> = new Set([3, 7, 8]);

/** Football: 1, 11, 12, 13 and 14 are in play. */
export function isFootballInPlay(status: number): boolean {
  return FOOTBALL_IN_PLAY.has(status);
}

/** Football: abnormal means interrupted (3), abandoned (7) or postponed (8). */
export function isFootballAbnormal(status: number): boolean {
  return FOOTBALL_ABNORMAL.has(status);
}

export function isFootballFinished(status: number): boolean {
  return status === FOOTBALL_STATUS.finished;
}

/** Basketball: in play means 1 or higher (quarters, overtime, half-time). */
export function isBasketballInPlay(status: number): boolean {
  return status >= 1;
}

/** Basketball: abnormal means below -1 (to be decided, interrupted, cancelled, postponed). */
export function isBasketballAbnormal(status: number): boolean {
  return status < -1;
}

export function isBasketballFinished(status: number): boolean {
  return status === BASKETBALL_STATUS.finished;
}

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
  if (status >= 1 && status <= 4) return QUARTERS[status - 1] ?? '未知';
  if (status >= BASKETBALL_STATUS.firstOvertime && status <= BASKETBALL_STATUS.lastOvertime)
    return `加时${status - 4}`;
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
    return status === 0 ? 'upcoming' : 'abnormal';
  }
  if (isBasketballInPlay(status)) return 'live';
  if (isBasketballAbnormal(status)) return 'abnormal';
  return status === 0 ? 'upcoming' : 'finished';
}

export function statusLabel(sport: Sport, status: number): string {
  return sport === 'football' ? footballStatusLabel(status) : basketballStatusLabel(status);
}

/** The match item's sportType (1 football, 2 basketball) as a Sport. */
export function sportOf(sportType: number): Sport {
  return sportType === 2 ? 'basketball' : 'football';
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
  if (status === 14) return '中场';
  if (!minutes) return statusLabel('football', status);
  return /^\d/.test(minutes) ? `${minutes}'` : minutes;
}
