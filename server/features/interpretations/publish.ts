import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { INTERPRETATION_TYPE } from '../../../contracts/interpretations';
import {
  formatInterpretation,
  InterpretationFormatError,
  parseInterpretation,
  pickedOptions,
  type InterpretationSegment,
} from '../../../contracts/interpretation';
import { PLAN_MAX_PICKS } from '../../../contracts/plans';
import { SPORT } from '../../../domain/sport';
import { beijingDayIndex, dayIndexStart } from '../../../domain/time';
import type { Database, DbOrTx } from '../../db/database';
import { interpretations, matches } from '../../db/schema';
import { refused, type Outcome, type Refusal } from '../../platform/refusals';
import { issueOnSale } from '../lottery';
import {
  publishOptions,
  publishReading,
  type OptionsTarget,
  type PublishRequest,
  type PublishTarget,
} from '../plans';
import { contentInvalid, InterpretationRefusals } from './refusals';

/**
 * An interpretation to publish: a plan's request with its type, never no-win-refund, its picks as
 * the form sends them or as content in the interpretation format (exactly one: neither or both is refused).
 */
export interface InterpretationRequest extends Omit<PublishRequest, 'refundIfLost' | 'picks'> {
  type: 0 | 3;
  picks?: PublishRequest['picks'];
  content?: string;
}

/** 胜平负: the only game of the old football lottery's fourteen-match and pick-nine. */
const WIN_DRAW_LOSE = 4071;
/**
 * An issue on sale may run three days ahead of its last match (two-day periods, sales open when the
 * previous issue's close): an old-lottery reading may be published on any of its matches, whatever
 * the plans' 48 hours. The issue on sale decides which.
 */
const ISSUE_HORIZON_HOURS = 5 * 24;

/** The content's segments, or why it is not the interpretation format, told in the parser's words. */
function readContent(content: string): InterpretationSegment[] | Refusal {
  try {
    const segments = parseInterpretation(content);
    if (segments.length > PLAN_MAX_PICKS) return contentInvalid(`最多推荐${PLAN_MAX_PICKS}个玩法`);
    return segments;
  } catch (error) {
    if (error instanceof InterpretationFormatError) return contentInvalid(error.message);
    throw error;
  }
}

/**
 * The picks of written content: each segment's options with odds above 0. Its odds are not kept
 * (the market's now are, as for any reading) but its lines must still be the market's, or the pick
 * would mean another thing than the expert wrote.
 */
function linesKept(written: readonly InterpretationSegment[]) {
  return (priced: readonly InterpretationSegment[]): Refusal | null =>
    priced.every((segment, index) => segment.handicap === written[index]?.handicap)
      ? null
      : InterpretationRefusals.lineMoved;
}

/** The interpretations the expert published today (Beijing day): the daily limit counts these. */
async function publishedToday(db: DbOrTx, expertId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interpretations)
    .where(
      and(
        eq(interpretations.expertId, expertId),
        gte(interpretations.publishedAt, new Date(dayIndexStart(beijingDayIndex(now)))),
      ),
    );
  return row?.n ?? 0;
}

async function publishedOn(db: DbOrTx, expertId: number, matchIds: readonly number[]) {
  if (matchIds.length === 0) return new Set<number>();
  const mine = await db
    .select({ matchId: interpretations.matchId })
    .from(interpretations)
    .where(
      and(eq(interpretations.expertId, expertId), inArray(interpretations.matchId, [...matchIds])),
    );
  return new Set(mine.map((r) => r.matchId));
}

/**
 * GET /api/interpretation/publish/options: the publish options with the expert's interpretations
 * counted; an old-lottery reading (type 3) is offered the issue on sale's matches and 胜平负 only.
 */
export async function interpretationPublishOptions(
  db: Database,
  userId: number,
  args: { qiuFlag: number | null; type: 0 | 3 },
  now: number,
) {
  const target: OptionsTarget = { publishedOn, today: publishedToday };
  if (args.type === INTERPRETATION_TYPE.oldLottery) {
    const issue = await issueOnSale(db, now);
    target.matchIds = issue?.matchIds ?? new Set();
    target.gameIds = [WIN_DRAW_LOSE];
    target.sport = SPORT.football;
    target.horizonHours = ISSUE_HORIZON_HOURS;
  }
  return publishOptions(db, userId, args.qiuFlag, now, target);
}

/** An old-lottery reading is written on a match of the 胜负彩 issue on sale, or refused. */
async function issueProblem(db: Database, matchId: number, now: number): Promise<Refusal | null> {
  const issue = await issueOnSale(db, now);
  if (issue?.matchIds.has(matchId)) return null;
  const [match] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
  // An unknown match is the publishing's own 404, told there.
  return match ? InterpretationRefusals.notOnIssue : null;
}

function targetFor(
  type: 0 | 3,
  written: readonly InterpretationSegment[] | null,
): PublishTarget<{ interpretationId: number }> {
  return {
    async retried(tx, expertId, req) {
      const [row] = await tx
        .select({ id: interpretations.id, matchId: interpretations.matchId })
        .from(interpretations)
        .where(
          and(eq(interpretations.expertId, expertId), eq(interpretations.requestId, req.requestId)),
        );
      return row && { matchId: row.matchId, made: { interpretationId: row.id } };
    },
    async exists(tx, expertId, matchId) {
      const [row] = await tx
        .select({ id: interpretations.id })
        .from(interpretations)
        .where(and(eq(interpretations.expertId, expertId), eq(interpretations.matchId, matchId)));
      return row !== undefined;
    },
    duplicate: InterpretationRefusals.duplicate,
    today: publishedToday,
    problem(req, match) {
      if (type !== INTERPRETATION_TYPE.oldLottery) return null;
      const only =
        match.sport === SPORT.football && req.picks.every((p) => p.gameId === WIN_DRAW_LOSE);
      return only ? null : InterpretationRefusals.oldLotteryGame;
    },
    priced: written ? linesKept(written) : undefined,
    horizonHours: type === INTERPRETATION_TYPE.oldLottery ? ISSUE_HORIZON_HOURS : undefined,
    async insert(tx, publisher, req, segments, _sport, now) {
      const [made] = await tx
        .insert(interpretations)
        .values({
          expertId: publisher.expertId,
          matchId: req.matchId,
          type,
          title: req.title.trim(),
          summary: req.summary.trim(),
          content: formatInterpretation(segments),
          priceFen: req.price * 100,
          publishedAt: new Date(now),
          requestId: req.requestId,
        })
        .returning({ id: interpretations.id });
      if (!made) throw new Error('interpretation insert returned nothing');
      return { interpretationId: made.id };
    },
  };
}

/**
 * POST /api/interpretation/publish: publishing as plans do (server/features/plans/publish.ts) —
 * the expert, the match open, the picks at the market's odds now, the texts, the price, the daily
 * limit, a retried request once — into the interpretations table, locked from then on.
 */
export async function publishInterpretation(
  db: Database,
  userId: number,
  req: InterpretationRequest,
  now: number,
): Promise<Outcome<{ interpretationId: number }>> {
  const { content, picks, ...rest } = req;
  if ((picks === undefined) === (content === undefined))
    return refused(InterpretationRefusals.picksOrContent);
  const written = content === undefined ? null : readContent(content);
  if (written !== null && !Array.isArray(written)) return refused(written);
  if (req.type === INTERPRETATION_TYPE.oldLottery) {
    const problem = await issueProblem(db, req.matchId, now);
    if (problem) return refused(problem);
  }
  const chosen = written
    ? written.map((segment) => ({ gameId: segment.gameId, options: pickedOptions(segment) }))
    : (picks ?? []);
  return publishReading(
    db,
    userId,
    { ...rest, picks: chosen, refundIfLost: false },
    targetFor(req.type, written),
    now,
  );
}
