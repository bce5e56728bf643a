import { and, count, eq, gte } from 'drizzle-orm';
import { INTERPRETATION_TYPE } from '../../../contracts/interpretations';
import { formatInterpretation } from '../../../contracts/interpretation';
import { SPORT } from '../../../domain/sport';
import { beijingDayIndex, dayIndexStart } from '../../../domain/time';
import type { Database } from '../../db/database';
import { interpretations } from '../../db/schema';
import type { Outcome } from '../../platform/refusals';
import { publishReading, type PublishRequest, type PublishTarget } from '../plans';
import { InterpretationRefusals } from './refusals';

/** An interpretation to publish: a plan's request with its type, never no-win-refund. */
export interface InterpretationRequest extends Omit<PublishRequest, 'refundIfLost'> {
  type: 0 | 3;
}

/** 胜平负: the only game of the old football lottery's fourteen-match and pick-nine. */
const WIN_DRAW_LOSE = 4071;

function targetFor(type: 0 | 3): PublishTarget<{ interpretationId: number }> {
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
export function publishInterpretation(
  db: Database,
  userId: number,
  req: InterpretationRequest,
  now: number,
): Promise<Outcome<{ interpretationId: number }>> {
  return publishReading(db, userId, { ...req, refundIfLost: false }, targetFor(req.type), now);
}
