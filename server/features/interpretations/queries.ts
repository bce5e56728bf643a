import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  experts,
  interpretationPurchases,
  interpretations,
  leagues,
  matches,
} from '../../db/schema';
import { expertBasicsColumns } from '../experts';
import { awayTeam, homeTeam, matchAway, matchHome, matchLeague, planMatchColumns } from '../plans';

/** An interpretation with its expert and its match, as the 解读详情 page needs them. */
export async function interpretationWithContext(db: DbOrTx, interpretationId: number) {
  const [row] = await db
    .select({
      reading: interpretations,
      expert: expertBasicsColumns,
      match: planMatchColumns,
    })
    .from(interpretations)
    .innerJoin(experts, eq(experts.id, interpretations.expertId))
    .innerJoin(matches, eq(matches.id, interpretations.matchId))
    .innerJoin(leagues, matchLeague)
    .innerJoin(homeTeam, matchHome)
    .innerJoin(awayTeam, matchAway)
    .where(eq(interpretations.id, interpretationId))
    .limit(1);
  return row;
}
export type InterpretationWithContext = NonNullable<
  Awaited<ReturnType<typeof interpretationWithContext>>
>;

export async function purchaseOf(db: DbOrTx, interpretationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(interpretationPurchases)
    .where(
      and(
        eq(interpretationPurchases.interpretationId, interpretationId),
        eq(interpretationPurchases.userId, userId),
      ),
    )
    .limit(1);
  return row;
}
