/**
 * What a live-score update tells a fan at a glance: a goal (side and new score) or a red card, as the
 * tab's goal-tip and red-card-tip settings allow (issue 6 item 3). Pure: two snapshots in, tips out.
 */
import type { LiveScore } from '@contracts/sportdata/matches';

export type LiveTipKind = 'goal' | 'red';
export type TipSide = 'home' | 'away';

export interface LiveTip {
  kind: LiveTipKind;
  matchId: number;
  side: TipSide;
  /** The score after the update. */
  homeScore: number;
  awayScore: number;
  /** The minute text as the live score sent it ("67", "45+2"), or null. */
  minute: string | null;
  /** When the update was made (the live score's updatedAt). */
  at: number;
}

/** The tab settings the detection reads; basketball tabs have neither, so they never tip. */
export interface TipSettings {
  goalTip?: boolean;
  redCardTip?: boolean;
}

/**
 * Tips for the change from `previous` to `next`: a goal per side whose score went up, a red card per
 * side whose red count went up. No previous snapshot (first sight of a match) or another match's
 * snapshot gives none; a score that goes down (a goal ruled out) gives none.
 */
export function detectLiveTips(
  previous: LiveScore | undefined,
  next: LiveScore,
  settings: TipSettings,
): LiveTip[] {
  if (!previous || previous.matchId !== next.matchId) return [];
  const tips: LiveTip[] = [];
  const base = {
    matchId: next.matchId,
    homeScore: next.homeScore,
    awayScore: next.awayScore,
    minute: next.matchStartedMinutes,
    at: next.updatedAt,
  };
  if (settings.goalTip) {
    if (next.homeScore > previous.homeScore) tips.push({ ...base, kind: 'goal', side: 'home' });
    if (next.awayScore > previous.awayScore) tips.push({ ...base, kind: 'goal', side: 'away' });
  }
  if (settings.redCardTip) {
    if (next.homeRed > previous.homeRed) tips.push({ ...base, kind: 'red', side: 'home' });
    if (next.awayRed > previous.awayRed) tips.push({ ...base, kind: 'red', side: 'away' });
  }
  return tips;
}

export interface TipTeams {
  home: string;
  away: string;
}

/** "67'" for a numeric minute text ("45+2'" too); nothing for 中场 or none. */
function minuteSuffix(minute: string | null): string {
  if (!minute || !/^\d/.test(minute)) return '';
  return ` ${minute}'`;
}

/**
 * The text of a tip: "⚽ 进球！曼联 1-0 切尔西 67'" (the scoring side's name first is not used: the
 * score reads home-away like the row) or "🟥 红牌！曼联 67'".
 */
export function liveTipText(tip: LiveTip, teams: TipTeams): string {
  if (tip.kind === 'goal')
    return `⚽ 进球！${teams.home} ${tip.homeScore}-${tip.awayScore} ${teams.away}${minuteSuffix(tip.minute)}`;
  const team = tip.side === 'home' ? teams.home : teams.away;
  return `🟥 红牌！${team}${minuteSuffix(tip.minute)}`;
}
