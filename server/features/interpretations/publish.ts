import { and, count, eq, gte } from 'drizzle-orm';
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
import type { Database } from '../../db/database';
import { interpretations } from '../../db/schema';
import { refused, type Outcome, type Refusal } from '../../platform/refusals';
import { publishReading, type PublishRequest, type PublishTarget } from '../plans';
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
    async today(tx, expertId, now) {
      const [row] = await tx
        .select({ n: count() })
        .from(interpretations)
        .where(
          and(
            eq(interpretations.expertId, expertId),
            gte(interpretations.publishedAt, new Date(dayIndexStart(beijingDayIndex(now)))),
          ),
        );
      return row?.n ?? 0;
    },
    problem(req, match) {
      if (type !== INTERPRETATION_TYPE.oldLottery) return null;
      const only =
        match.sport === SPORT.football && req.picks.every((p) => p.gameId === WIN_DRAW_LOSE);
      return only ? null : InterpretationRefusals.oldLotteryGame;
    },
    priced: written ? linesKept(written) : undefined,
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
