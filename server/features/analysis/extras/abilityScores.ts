import type { RecordSummary } from '../../../../contracts/sportdata/analysis';
import type { AbilityDimension, AbilityKey } from '../../../../contracts/sportdata/matchExtras';
import { SPORT } from '../../../../domain/sport';

/**
 * The ability radar's scores (docs/decisions/match-analysis-extras.md): pure, from the records the
 * call reads. Every score is 0–100 and 50 means "an ordinary side"; a team without a match to read
 * scores 50 on that axis.
 */

/** Goals an ordinary football side scores (and concedes) a match: about what the world plays. */
export const FOOTBALL_GOALS_PER_SIDE = 1.5;

/**
 * How many score points a whole reference of difference is worth. Football: 0 goals a match is 0,
 * 1.5 is 50, 3 or more is 100. Basketball sides all score near their league's level, so ±20 % of it
 * spans the scale (a side 10 % above the level scores 75).
 */
const SPREAD: Record<number, number> = { [SPORT.football]: 50, [SPORT.basketball]: 250 };

const NAMES: Record<AbilityKey, string> = {
  attack: '进攻',
  defence: '防守',
  form: '状态',
  winRate: '胜率',
  venue: '主客场',
  headToHead: '交锋',
};

const clampScore = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * The share of the points a record could have earned, in percent: football 3 a win and 1 a draw;
 * basketball, without draws, the share of games won. Null without a game.
 */
export function pointsShare(
  r: Pick<RecordSummary, 'played' | 'won' | 'drawn'>,
  sport: number,
): number | null {
  if (r.played === 0) return null;
  const share =
    sport === SPORT.basketball ? r.won / r.played : (r.won * 3 + r.drawn) / (r.played * 3);
  return twoDecimals(share * 100);
}

export interface AbilityTeamInput {
  /** Recent matches in every competition. */
  summary: RecordSummary;
  /** The last few of them. */
  form: RecordSummary;
  /** Matches at this match's venue. */
  venue: RecordSummary;
  /** Meetings with the other team, from this team's view. */
  headToHead: RecordSummary;
}

/**
 * The level a side's goals or points are measured against. Football: FOOTBALL_GOALS_PER_SIDE.
 * Basketball leagues score from about 80 (FIBA) to 115 (NBA) a side, so the level is what a side
 * scored on average in the two teams' recent games themselves; null when they played none.
 */
export function referenceLevel(
  sport: number,
  home: RecordSummary,
  away: RecordSummary,
): number | null {
  if (sport !== SPORT.basketball) return FOOTBALL_GOALS_PER_SIDE;
  const sides = 2 * (home.played + away.played);
  if (sides === 0) return null;
  return (home.goalsFor + home.goalsAgainst + away.goalsFor + away.goalsAgainst) / sides;
}

function shareAxis(key: AbilityKey, home: number | null, away: number | null): AbilityDimension {
  return {
    key,
    name: NAMES[key],
    home: home === null ? 50 : clampScore(home),
    away: away === null ? 50 : clampScore(away),
    homeValue: home ?? 0,
    awayValue: away ?? 0,
    unit: '%',
  };
}

/** The six axes, home and away side by side. */
export function abilityDimensions(
  sport: number,
  home: AbilityTeamInput,
  away: AbilityTeamInput,
): AbilityDimension[] {
  const level = referenceLevel(sport, home.summary, away.summary);
  const spread = SPREAD[sport] ?? 50;
  const unit = sport === SPORT.basketball ? '分/场' : '球/场';
  // A side's goals scored (or conceded) against the level; 50 without a match to read.
  const scored = (r: RecordSummary, value: number, sign: 1 | -1) =>
    r.played === 0 || !level ? 50 : clampScore(50 + sign * spread * (value / level - 1));
  const goalsAxis = (key: 'attack' | 'defence'): AbilityDimension => {
    const value = (r: RecordSummary) => (key === 'attack' ? r.avgGoalsFor : r.avgGoalsAgainst);
    const sign = key === 'attack' ? 1 : -1;
    return {
      key,
      name: NAMES[key],
      home: scored(home.summary, value(home.summary), sign),
      away: scored(away.summary, value(away.summary), sign),
      homeValue: twoDecimals(value(home.summary)),
      awayValue: twoDecimals(value(away.summary)),
      unit,
    };
  };
  const winRate = (r: RecordSummary) => (r.played === 0 ? null : r.winPercent);
  return [
    goalsAxis('attack'),
    goalsAxis('defence'),
    shareAxis('form', pointsShare(home.form, sport), pointsShare(away.form, sport)),
    shareAxis('winRate', winRate(home.summary), winRate(away.summary)),
    shareAxis('venue', pointsShare(home.venue, sport), pointsShare(away.venue, sport)),
    shareAxis(
      'headToHead',
      pointsShare(home.headToHead, sport),
      pointsShare(away.headToHead, sport),
    ),
  ];
}

/** A team's overall score: the mean of its six. */
export function totalScore(dimensions: readonly AbilityDimension[], side: 'home' | 'away'): number {
  if (dimensions.length === 0) return 50;
  return clampScore(dimensions.reduce((s, d) => s + d[side], 0) / dimensions.length);
}
