import type { Sport } from './rules';

/**
 * The league statistics a league page offers (issue 36 §1), by sport: football's 单双, 盘路, 胜负差
 * and rest; basketball's team averages and season records first, then the same odd-even, handicap
 * and margin counts (the server answers them for either sport) and back-to-backs. `type` of
 * /data/statistics-detail is one of these names.
 */
export const STAT_KINDS = [
  'oddEven',
  'handicap',
  'scoreDiff',
  'backToBack',
  'averages',
  'records',
] as const;
export type StatKind = (typeof STAT_KINDS)[number];

export const STAT_KIND_NAMES: Record<StatKind, string> = {
  oddEven: '单双',
  handicap: '盘路',
  scoreDiff: '胜负差',
  backToBack: '背靠背',
  averages: '球队数据',
  records: '赛季之最',
};

const BY_SPORT: Record<Sport, readonly StatKind[]> = {
  1: ['oddEven', 'handicap', 'scoreDiff', 'backToBack'],
  2: ['averages', 'records', 'oddEven', 'handicap', 'scoreDiff', 'backToBack'],
};

export function statKindsOf(sport: Sport): readonly StatKind[] {
  return BY_SPORT[sport];
}

/**
 * A chip's name where a sport says it otherwise: football's rest statistic is of congested
 * fixtures, not back-to-back nights; basketball's handicap is the points spread (让分) and its
 * margins are points (分差).
 */
const NAMES_BY_SPORT: Record<Sport, Partial<Record<StatKind, string>>> = {
  1: { backToBack: '密集赛程' },
  2: { handicap: '让分', scoreDiff: '分差' },
};

export function statKindName(kind: StatKind, sport: Sport): string {
  return NAMES_BY_SPORT[sport][kind] ?? STAT_KIND_NAMES[kind];
}

/** A `type` of the address, or null when it names no statistic. */
export function statKindOf(value: string | null): StatKind | null {
  return STAT_KINDS.find((k) => k === value) ?? null;
}

/** How many rows of a per-team statistic the league page shows before 查看全部. */
export const STAT_PREVIEW_ROWS = 8;
