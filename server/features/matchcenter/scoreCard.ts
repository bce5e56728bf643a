import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  SCORE_CARD_EVENT_KINDS,
  type ScoreCard,
  type ScoreCardRequest,
} from '../../../contracts/matchScoreCard';
import type { MatchEvent } from '../../../contracts/sportdata/matches';
import { CROWN_PROVIDER_ID } from '../../../contracts/sportdata/odds';
import type { Database } from '../../db/database';
import { matchEvents } from '../../db/schema';
import { done, refused, type Outcome } from '../../platform/refusals';
import { oddsOf, oneMatchOrNull } from '../matches';
import { MatchCenterRefusals } from './service';

/** The goals, missed penalties and sendings-off of a match, in the order they happened. */
async function keyEvents(db: Database, matchId: number): Promise<MatchEvent[]> {
  const rows = await db
    .select()
    .from(matchEvents)
    .where(
      and(eq(matchEvents.matchId, matchId), inArray(matchEvents.kind, [...SCORE_CARD_EVENT_KINDS])),
    )
    .orderBy(asc(matchEvents.happenedAt), asc(matchEvents.id));
  return rows.map((e) => ({
    id: e.id,
    matchId: e.matchId,
    kind: e.kind,
    side: e.side,
    minute: e.minute,
    extraMinute: e.extraMinute,
    second: e.second,
    player: e.player,
    detail: e.detail,
    happenedAt: e.happenedAt.getTime(),
  }));
}

/**
 * queryBFMatch: one match of either sport as its live-score card (the lists' item, with the crown
 * provider's odds, the default company of every tab) and the moments that made the score. An
 * unknown id is 404 match_not_found.
 */
export async function scoreCard(db: Database, args: ScoreCardRequest): Promise<Outcome<ScoreCard>> {
  const [match, events, odds] = await Promise.all([
    oneMatchOrNull(db, args.matchId),
    keyEvents(db, args.matchId),
    oddsOf(db, [args.matchId], CROWN_PROVIDER_ID),
  ]);
  if (!match) return refused(MatchCenterRefusals.matchNotFound);
  return done({ match: { ...match, odds: odds.get(args.matchId) ?? null }, events });
}
