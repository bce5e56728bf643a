import { and, eq, gt, lte, type SQL } from 'drizzle-orm';
import { NOT_STARTED } from '../../../domain/sport';
import { interpretations, matches } from '../../db/schema';

// When a reading is seen and when it is sold, written once: the lists, the reading's page, buying
// it and the match centre's counts (queryJdByMatchId, queryCountInterpretationByFxId) all ask here,
// so a count never disagrees with the list it counts. The seed and the tests write readings
// published in the (simulated) future: those are not there yet for anyone.

/** SQL: the reading is published by `now`. */
export const publishedBy = (now: number): SQL => lte(interpretations.publishedAt, new Date(now));

/** The same rule on a row already read. */
export const isPublished = (reading: { publishedAt: Date }, now: number): boolean =>
  reading.publishedAt.getTime() <= now;

/**
 * SQL over the reading's match (joined): still for sale — not started and not yet kicked off (a
 * simulator a tick late has not moved the status yet). The plans' onSale in SQL.
 */
export const matchOnSale = (now: number): SQL =>
  // `and` of two present conditions is never undefined.
  and(eq(matches.status, NOT_STARTED), gt(matches.matchTime, new Date(now))) as SQL;
