import type { OutputOf } from '../../../contracts/endpoint';
import {
  LOTTERY_REFUSAL_CODES,
  LotteryMessages,
  OLD_LOTTERY_GAME_ID,
  type awardsUnOpen,
  type IssueStatus,
  type IssueSummary,
  type IssueWithMatches,
  type LotteryPlayType,
  type lotteryNums,
  type sfcReturn,
} from '../../../contracts/lottery';
import type { Database } from '../../db/database';
import { done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import {
  drawString,
  issuesOf,
  isFinal,
  outcomeOf,
  periodAt,
  periodOf,
  periodsBetween,
  previousPeriod,
  nextPeriod,
  statusesOf,
  type Issue,
  type Period,
} from './issues';
import { drawMoney } from './prizes';
import { extraTimeGoals, lotteryMatchesBetween, type LotteryRow } from './queries';

export const LotteryRefusals = {
  issueNotFound: {
    status: 404,
    code: LOTTERY_REFUSAL_CODES.issueNotFound,
    msg: LotteryMessages.issueNotFound,
  },
  noDrawYet: {
    status: 404,
    code: LOTTERY_REFUSAL_CODES.issueNotFound,
    msg: LotteryMessages.noDrawYet,
  },
} as const satisfies Record<string, Refusal>;

/**
 * How many periods past the one of `now` the issue on sale may lie: the next one or two may hold
 * fewer than 14 matches (a quiet summer day) and have no issue.
 */
const LOOK_AHEAD = 3;
/**
 * How far back issues not drawn yet are looked for: the simulator finishes an issue's matches within
 * a few days of its close; one older than this (a server stopped for more than a week) stays closed.
 */
const UNOPENED_LOOK_BACK = 5;
/** How far back the latest drawn issue is looked for (getLotteryDraw without issueNo). */
const DRAWN_LOOK_BACK = 30;
/** lotteryNums looks back this many periods more than it lists: some periods have no issue. */
const SKIPPED_ALLOWANCE = 4;

interface Stated {
  issue: Issue<LotteryRow>;
  status: IssueStatus;
}

function shift(period: Period, by: number): Period {
  let p = period;
  for (let i = 0; i < Math.abs(by); i++) p = by < 0 ? previousPeriod(p) : nextPeriod(p);
  return p;
}

/** The published issues of the periods first…last, oldest first. */
async function issuesIn(db: Database, first: Period, last: Period, now: number): Promise<Stated[]> {
  const rows = await lotteryMatchesBetween(db, first.start, last.end);
  const issues = issuesOf(periodsBetween(first, last), rows);
  const statuses = statusesOf(issues, now);
  return issues.flatMap((issue, i) => {
    const status = statuses[i];
    return status && status !== 'upcoming' ? [{ issue, status }] : [];
  });
}

/** One published issue by its number; null when there is none (yet). */
async function findIssue(db: Database, issueNo: string, now: number): Promise<Stated | null> {
  const period = periodOf(issueNo);
  if (!period) return null;
  const [issue] = issuesOf([period], await lotteryMatchesBetween(db, period.start, period.end));
  if (!issue) return null;
  if (issue.saleEnd <= now) return { issue, status: statusesOf([issue], now)[0] as IssueStatus };
  // Not closed yet: on sale only if no earlier issue is (sales open when the previous ones close).
  const current = periodAt(now);
  const from = current.start < period.start ? current : period;
  const stated = await issuesIn(db, from, period, now);
  return stated.find((s) => s.issue.period.issueNo === issueNo) ?? null;
}

function summaryOf({ issue, status }: Stated): IssueSummary {
  return {
    issueNo: issue.period.issueNo,
    gameId: OLD_LOTTERY_GAME_ID,
    status,
    saleEnd: issue.saleEnd,
  };
}

/** An issue with its matches, each one's outcome and the draw so far. */
async function withMatches(db: Database, stated: Stated): Promise<IssueWithMatches> {
  const final = stated.issue.matches.filter((m) => isFinal(m.status)).map((m) => m.id);
  const extra = await extraTimeGoals(db, final);
  const matches = stated.issue.matches.map((m, i) => ({
    no: i + 1,
    matchId: m.id,
    leagueName: m.leagueName,
    homeTeamName: m.homeTeamName,
    awayTeamName: m.awayTeamName,
    matchTime: m.matchTime,
    matchStatus: m.status,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    outcome: outcomeOf({ ...m, extraTimeGoals: extra.get(m.id) ?? [0, 0] }),
  }));
  return {
    ...summaryOf(stated),
    result: drawString(matches.map((m) => m.outcome)),
    matches,
  };
}

/** lotteryNums: up to `batchSize` issues, newest first — the one on sale, then the past ones. */
export async function latestIssues(
  db: Database,
  batchSize: number,
  now: number,
): Promise<Outcome<OutputOf<typeof lotteryNums>>> {
  const current = periodAt(now);
  const stated = await issuesIn(
    db,
    shift(current, -(batchSize + SKIPPED_ALLOWANCE)),
    shift(current, LOOK_AHEAD),
    now,
  );
  const list = stated.reverse().slice(0, batchSize).map(summaryOf);
  const onSale = list.find((s) => s.status === 'onSale');
  return done({ current: onSale?.issueNo ?? null, list });
}

/** awardsUnOpen: the issues not drawn yet with their matches, or the one asked for. */
export async function unopenedIssues(
  db: Database,
  issueNo: string | undefined,
  now: number,
): Promise<Outcome<OutputOf<typeof awardsUnOpen>>> {
  let stated: Stated[];
  if (issueNo !== undefined) {
    const found = await findIssue(db, issueNo, now);
    if (!found) return refused(LotteryRefusals.issueNotFound);
    stated = [found];
  } else {
    const current = periodAt(now);
    stated = await issuesIn(
      db,
      shift(current, -UNOPENED_LOOK_BACK),
      shift(current, LOOK_AHEAD),
      now,
    );
  }
  const open = stated.filter((s) => s.status !== 'drawn').reverse();
  return done({ list: await Promise.all(open.map((s) => withMatches(db, s))) });
}

/** SFCReturn: an issue's draw and, once drawn, the play's simulated sales, pool and prizes. */
export async function drawReturn(
  db: Database,
  seed: number,
  input: { issueNo: string; playType: LotteryPlayType },
  now: number,
): Promise<Outcome<OutputOf<typeof sfcReturn>>> {
  const found = await findIssue(db, input.issueNo, now);
  if (!found) return refused(LotteryRefusals.issueNotFound);
  const issue = await withMatches(db, found);
  const outcomes = issue.matches.flatMap((m) => (m.outcome ? [m.outcome] : []));
  const drawn = found.status === 'drawn';
  const money = drawn ? drawMoney(seed, issue.issueNo, input.playType, outcomes) : null;
  return done({
    issueNo: issue.issueNo,
    playType: input.playType,
    status: issue.status,
    drawn,
    result: issue.result,
    sales: money?.sales ?? null,
    pool: money?.pool ?? null,
    prizes: money?.prizes ?? [],
  });
}

/** getLotteryDraw: an issue's matches and draw; without a number, the latest drawn issue. */
export async function lotteryDraw(
  db: Database,
  issueNo: string | undefined,
  now: number,
): Promise<Outcome<IssueWithMatches & { drawn: boolean }>> {
  let found: Stated | null;
  if (issueNo !== undefined) {
    found = await findIssue(db, issueNo, now);
    if (!found) return refused(LotteryRefusals.issueNotFound);
  } else {
    const current = periodAt(now);
    const stated = await issuesIn(db, shift(current, -DRAWN_LOOK_BACK), current, now);
    found = stated.reverse().find((s) => s.status === 'drawn') ?? null;
    if (!found) return refused(LotteryRefusals.noDrawYet);
  }
  const issue = await withMatches(db, found);
  return done({ ...issue, drawn: found.status === 'drawn' });
}

/**
 * The published issue a match is on the slip of, or null: a type-3 reading's page shows its issue.
 * Its period is the one of its kick-off; the match must be among that issue's 14.
 */
export async function issueOfMatch(
  db: Database,
  match: { id: number; matchTime: number },
  now: number,
): Promise<string | null> {
  const found = await findIssue(db, periodAt(match.matchTime).issueNo, now);
  return found?.issue.matches.some((m) => m.id === match.id) ? found.issue.period.issueNo : null;
}

/**
 * The issue on sale now with the ids of its 14 matches, or null between issues: old-lottery
 * readings are published on its matches only.
 */
export async function issueOnSale(
  db: Database,
  now: number,
): Promise<{ issueNo: string; matchIds: ReadonlySet<number> } | null> {
  const current = periodAt(now);
  const stated = await issuesIn(db, current, shift(current, LOOK_AHEAD), now);
  const onSale = stated.find((s) => s.status === 'onSale');
  return onSale
    ? {
        issueNo: onSale.issue.period.issueNo,
        matchIds: new Set(onSale.issue.matches.map((m) => m.id)),
      }
    : null;
}
