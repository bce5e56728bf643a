import { and, asc, eq, sql } from 'drizzle-orm';
import { tryParseInterpretation } from '../../../contracts/interpretation';
import { PLAN_RESULT } from '../../../contracts/plans';
import { isFinishedStatus } from '../../../domain/sport';
import type { DbOrTx, Tx } from '../../db/database';
import { interpretations, matches } from '../../db/schema';
import { dueStatus, settlePlan } from '../plans';

// Settles the interpretations of finished matches (issue 34 §1): the result from the reading's
// picks and the final score by the plans' rules (settlePlan) — a called-off match voids it — each
// reading once (only pending ones are taken, their rows locked). No money moves: a reading is paid
// when bought and never refunded. Run with the plans' settlement, on the same ticker.

const BATCH = 200;

async function settleBatch(tx: Tx): Promise<number> {
  const due = await tx
    .select({
      id: interpretations.id,
      content: interpretations.content,
      sport: matches.sport,
      status: matches.status,
      home: matches.homeScore,
      away: matches.awayScore,
      homeHalf: matches.homeHalfScore,
      awayHalf: matches.awayHalfScore,
    })
    .from(interpretations)
    .innerJoin(matches, eq(matches.id, interpretations.matchId))
    .where(and(eq(interpretations.result, PLAN_RESULT.pending), dueStatus))
    .orderBy(asc(matches.matchTime), asc(interpretations.id))
    .limit(BATCH)
    .for('update', { of: interpretations });
  if (due.length === 0) return 0;
  const rows = due.map((r) => {
    const segments = tryParseInterpretation(r.content) ?? [];
    const score = isFinishedStatus(r.sport, r.status)
      ? { home: r.home, away: r.away, homeHalf: r.homeHalf, awayHalf: r.awayHalf }
      : null;
    return sql`(${r.id}::int, ${settlePlan(segments, score).result}::smallint)`;
  });
  await tx.execute(sql`
    update interpretations set result = v.result
    from (values ${sql.join(rows, sql`, `)}) as v(id, result)
    where interpretations.id = v.id`);
  return due.length;
}

/**
 * Settles every interpretation whose match is over, batch after batch; answers how many. Due-ness is
 * the match's status alone: the simulated clock has moved it there already.
 */
export async function settleDueInterpretations(db: DbOrTx): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction((tx) => settleBatch(tx));
    total += n;
    if (n === 0) return total;
  }
}
