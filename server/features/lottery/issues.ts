import { ISSUE_MATCH_COUNT, type DrawOutcome, type IssueStatus } from '../../../contracts/lottery';
import {
  beijingDayIndex,
  beijingParts,
  dayIndexStart,
  DAY_MS,
  HOUR_MS,
} from '../../../domain/time';
import { FOOTBALL_STATUS } from '../../../domain/sport';

/**
 * The old football lottery's issues, worked out from the matches alone (docs/decisions/
 * fourteen-match.md). Pure: no database, no clock — the caller passes the rows and the time.
 *
 * - A year is cut into two-day periods from noon (Beijing) of 1 January; the year's last period also
 *   takes the odd day, so every period is two days except that one (three in a 365-day year).
 * - A period's issue is the first 14 football matches of game tab 401 that kick off in it, in
 *   kick-off order; a period with fewer has no issue (its number is skipped).
 * - The issue number is the year's last two digits and the period's sequence: 26181.
 */

/** Days per period. */
export const PERIOD_DAYS = 2;
/** Periods start at noon, Beijing: one evening's European matches stay in one issue. */
const PERIOD_START_MS = 12 * HOUR_MS;

/** One period of the lottery's calendar: the kick-offs that may fall in its issue. */
export interface Period {
  issueNo: string;
  /** ms, included. */
  start: number;
  /** ms, excluded: the next period's start. */
  end: number;
}

/** The Beijing day index of 1 January of a year. */
function newYearDay(year: number): number {
  return Math.round(Date.UTC(year, 0, 1) / DAY_MS);
}

/** Periods in a year: the odd day of a 365-day year goes to the last one. */
function periodsInYear(year: number): number {
  return Math.floor((newYearDay(year + 1) - newYearDay(year)) / PERIOD_DAYS);
}

function periodOfSequence(year: number, sequence: number): Period {
  const first = newYearDay(year);
  const startDay = first + (sequence - 1) * PERIOD_DAYS;
  const endDay = sequence === periodsInYear(year) ? newYearDay(year + 1) : startDay + PERIOD_DAYS;
  return {
    issueNo: `${String(year % 100).padStart(2, '0')}${String(sequence).padStart(3, '0')}`,
    start: dayIndexStart(startDay) + PERIOD_START_MS,
    end: dayIndexStart(endDay) + PERIOD_START_MS,
  };
}

/** The period an instant falls in. */
export function periodAt(ms: number): Period {
  // Shifted by the noon start, a period's days are whole Beijing days.
  const day = beijingDayIndex(ms - PERIOD_START_MS);
  const { year } = beijingParts(dayIndexStart(day));
  const index = Math.floor((day - newYearDay(year)) / PERIOD_DAYS);
  return periodOfSequence(year, Math.min(index, periodsInYear(year) - 1) + 1);
}

/** The period of an issue number; null when the year has no such sequence. */
export function periodOf(issueNo: string): Period | null {
  const match = /^(\d{2})(\d{3})$/.exec(issueNo);
  if (!match) return null;
  // Two-digit years are this century's: the simulated world never reaches 2100.
  const year = 2000 + Number(match[1]);
  const sequence = Number(match[2]);
  if (sequence < 1 || sequence > periodsInYear(year)) return null;
  return periodOfSequence(year, sequence);
}

export function nextPeriod(period: Period): Period {
  return periodAt(period.end);
}

export function previousPeriod(period: Period): Period {
  return periodAt(period.start - 1);
}

/** What the grouping needs of a match. */
export interface Candidate {
  id: number;
  /** Kick-off, ms. */
  matchTime: number;
  status: number;
}

/** A period's issue: its matches in slip order and when sales close. */
export interface Issue<C extends Candidate = Candidate> {
  period: Period;
  matches: C[];
  /** The first kick-off, ms. */
  saleEnd: number;
}

const byKickOff = (a: Candidate, b: Candidate) => a.matchTime - b.matchTime || a.id - b.id;

/**
 * The issues of consecutive periods from the candidates kicking off in them (tab-401 football
 * matches, in any order), oldest first. A period with fewer than 14 has none.
 */
export function issuesOf<C extends Candidate>(
  periods: readonly Period[],
  candidates: readonly C[],
) {
  const sorted = [...candidates].sort(byKickOff);
  const issues: Array<Issue<C>> = [];
  for (const period of periods) {
    const inPeriod = sorted.filter((c) => c.matchTime >= period.start && c.matchTime < period.end);
    if (inPeriod.length < ISSUE_MATCH_COUNT) continue;
    const matches = inPeriod.slice(0, ISSUE_MATCH_COUNT);
    issues.push({ period, matches, saleEnd: matches[0]!.matchTime });
  }
  return issues;
}

/** The periods from `first` to `last`, both included, oldest first. */
export function periodsBetween(first: Period, last: Period): Period[] {
  const periods: Period[] = [];
  for (let p = first; p.start <= last.start; p = nextPeriod(p)) periods.push(p);
  return periods;
}

/** Statuses after which a football match never changes: finished, abandoned, postponed. */
const FINAL: ReadonlySet<number> = new Set([
  FOOTBALL_STATUS.finished,
  FOOTBALL_STATUS.abandoned,
  FOOTBALL_STATUS.postponed,
]);

export const isFinal = (status: number) => FINAL.has(status);

/**
 * Where an issue stands at `now`, or `upcoming` when it is not published yet. Sales of an issue open
 * when the previous issue's close, so at any time the first issue whose sales have not closed is the
 * one on sale and the later ones are not known to fans. `onSaleSeen` says whether an earlier issue
 * is already on sale (issues are read oldest first).
 */
export function statusOf(issue: Issue, now: number, onSaleSeen: boolean): IssueStatus | 'upcoming' {
  if (issue.saleEnd > now) return onSaleSeen ? 'upcoming' : 'onSale';
  return issue.matches.every((m) => isFinal(m.status)) ? 'drawn' : 'closed';
}

/** The statuses of issues read oldest first (see statusOf). */
export function statusesOf(issues: readonly Issue[], now: number): Array<IssueStatus | 'upcoming'> {
  let onSaleSeen = false;
  return issues.map((issue) => {
    const status = statusOf(issue, now, onSaleSeen);
    if (status === 'onSale') onSaleSeen = true;
    return status;
  });
}

/** What the outcome needs of a match. */
export interface Scored {
  status: number;
  homeScore: number;
  awayScore: number;
  /** Goals of each side after the 90th minute (extra time), which the lottery does not count. */
  extraTimeGoals: readonly [number, number];
}

/**
 * A match's lottery outcome: 3, 1 or 0 on the score after 90 minutes (stoppage time in, extra time
 * and penalties out); * when it was abandoned or postponed, as the Chinese lotteries count a
 * called-off match (any pick wins); null while it is not final.
 */
export function outcomeOf(match: Scored): DrawOutcome | null {
  if (match.status === FOOTBALL_STATUS.abandoned || match.status === FOOTBALL_STATUS.postponed)
    return '*';
  if (match.status !== FOOTBALL_STATUS.finished) return null;
  const home = match.homeScore - match.extraTimeGoals[0];
  const away = match.awayScore - match.extraTimeGoals[1];
  return home > away ? '3' : home === away ? '1' : '0';
}

/** The draw string in slip order: each outcome, - for a match not final yet. */
export function drawString(outcomes: ReadonlyArray<DrawOutcome | null>): string {
  return outcomes.map((o) => o ?? '-').join('');
}

/**
 * The ids of the candidates on some issue's slip, over every period they kick off in: the seed writes
 * old-lottery readings on those only.
 */
export function slipMatchIds(candidates: readonly Candidate[]): Set<number> {
  if (candidates.length === 0) return new Set();
  const times = candidates.map((c) => c.matchTime);
  const periods = periodsBetween(periodAt(Math.min(...times)), periodAt(Math.max(...times)));
  return new Set(issuesOf(periods, candidates).flatMap((issue) => issue.matches.map((m) => m.id)));
}
