import type { MatchResult } from '@contracts/sportdata/analysis';
import type { Sport } from '@entities/match';
import { formatBeijing } from '@domain/time';
import { cssVar, type ColourToken } from '@shared/theme';

/**
 * Pure rules of the analysis tab (docs/decisions/match-detail-analysis.md): result labels and
 * colours, the win/draw/loss bar, score and date texts. No I/O, no time.
 */

/** How many earlier meetings and recent matches the tab asks for (calls-errors-spec §7.1 default). */
export const ANALYSIS_NUMBER = 10;
/** Upcoming matches per team. */
export const SCHEDULE_NUMBER = 5;
/** Rows a match list shows before 展开全部. */
export const COLLAPSED_ROWS = 5;

const RESULT_LABELS: Readonly<Record<MatchResult, string>> = { W: '胜', D: '平', L: '负' };

export function resultLabel(result: MatchResult): string {
  return RESULT_LABELS[result];
}

/**
 * Chinese apps' convention: a win is red, a draw blue, a loss green — theme tokens (theme.css), one
 * for a fill (a chip, a bar) and one for words, which in the dark theme are lighter to be read.
 */
export const RESULT_COLORS: Readonly<
  Record<MatchResult, { fill: ColourToken; text: ColourToken }>
> = {
  W: { fill: '--win', text: '--brand-text' },
  D: { fill: '--draw', text: '--info-text' },
  L: { fill: '--lose', text: '--positive-text' },
};

/** A result's colour as a CSS value: as a fill, or as the colour of words. */
export function resultColor(result: MatchResult, use: 'fill' | 'text' = 'fill'): string {
  return cssVar(RESULT_COLORS[result][use]);
}

export interface WdlCounts {
  won: number;
  drawn: number;
  lost: number;
}

export interface WdlBar extends WdlCounts {
  played: number;
  /** Whole percentages that add up to 100 (all 0 without matches). */
  percent: Record<MatchResult, number>;
}

/**
 * The win/draw/loss bar: whole percentages by the largest remainder, so the three segments always
 * fill the bar exactly (3 of 3 equal parts read 34/33/33, not 33/33/33).
 */
export function wdlBar({ won, drawn, lost }: WdlCounts): WdlBar {
  const played = won + drawn + lost;
  if (played === 0) return { won, drawn, lost, played, percent: { W: 0, D: 0, L: 0 } };
  const parts = (
    [
      ['W', won],
      ['D', drawn],
      ['L', lost],
    ] as const
  ).map(([key, n]) => {
    const exact = (n * 100) / played;
    return { key, floor: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let missing = 100 - parts.reduce((sum, p) => sum + p.floor, 0);
  // Ties keep the W, D, L order: the stable sort leaves equal remainders where they were.
  for (const part of [...parts].sort((a, b) => b.rest - a.rest)) {
    if (missing <= 0) break;
    part.floor += 1;
    missing -= 1;
  }
  const percent = { W: 0, D: 0, L: 0 };
  for (const p of parts) percent[p.key] = p.floor;
  return { won, drawn, lost, played, percent };
}

/** "10场 5胜 3平 2负"; basketball has no draws: "10场 6胜 4负". */
export function recordText({ won, drawn, lost }: WdlCounts, sport: Sport): string {
  const played = won + drawn + lost;
  return sport === 'basketball'
    ? `${played}场 ${won}胜 ${lost}负`
    : `${played}场 ${won}胜 ${drawn}平 ${lost}负`;
}

/** A percentage as the tab prints it: 50, 33.3 (no trailing .0). */
export function percentText(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/** "2-1" */
export function scoreText(home: number, away: number): string {
  return `${home}-${away}`;
}

/** "(1-0)", or '' when the half-time score is unknown (basketball, old records). */
export function halfScoreText(home: number | null, away: number | null): string {
  return home === null || away === null ? '' : `(${home}-${away})`;
}

/** 'yy-MM-dd' of a kick-off in Beijing time, whatever the phone's zone. */
export function shortDate(ms: number): string {
  return formatBeijing(ms, 'yy-MM-dd');
}

/** 'MM-dd' of a kick-off in Beijing time. */
export function monthDay(ms: number): string {
  return formatBeijing(ms, 'MM-dd');
}

/** How far an upcoming match is after this one: 同日, 1天后 … */
export function daysAfterText(days: number): string {
  return days <= 0 ? '同日' : `${days}天后`;
}

/** Goals (football) or points (basketball), as the column heads say it. */
export function scoredLabel(sport: Sport): { for: string; against: string } {
  return sport === 'basketball' ? { for: '得', against: '失' } : { for: '进', against: '失' };
}

/** A list's rows before and after 展开全部. */
export function visibleRows<T>(rows: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? rows : rows.slice(0, COLLAPSED_ROWS);
}

/** The table rows shown before 完整积分榜: the match's two teams, in table order. */
export function focusRows<R extends { highlight: 'home' | 'away' | null }>(
  rows: readonly R[],
  full: boolean,
): readonly R[] {
  if (full) return rows;
  const focus = rows.filter((r) => r.highlight !== null);
  return focus.length > 0 ? focus : rows;
}
