import { INTERPRETATION_TYPE, type InterpretationDetail } from '../../../contracts/interpretations';
import { tryParseInterpretation } from '../../../contracts/interpretation';
import { PLAN_RESULT } from '../../../contracts/plans';
import { fenToYuan } from '../../../contracts/wallet/balance';
import { isFinishedStatus } from '../../../domain/sport';
import type { Database } from '../../db/database';
import { done, refused, type Outcome } from '../../platform/refusals';
import { tipExpertOf, tipExpertsOf } from '../experts';
import { issueOfMatch } from '../lottery';
import { onSale } from '../plans';
import { interpretationWithContext, purchaseOf } from './queries';
import { InterpretationRefusals } from './refusals';
import { isPublished } from './visibility';

/** GET /api/interpretation/look/{id}: the content only for its buyers, its expert, or when free. */
export async function interpretationDetail(
  db: Database,
  interpretationId: number,
  viewerId: number | null,
  now: number,
): Promise<Outcome<InterpretationDetail>> {
  const r = await interpretationWithContext(db, interpretationId);
  if (!r || !isPublished(r.reading, now)) return refused(InterpretationRefusals.notFound);
  const own = viewerId !== null && r.expert.userId === viewerId;
  const bought =
    viewerId !== null && !own && (await purchaseOf(db, interpretationId, viewerId)) !== undefined;
  // After the match (or its settlement) the reading is public: anyone may check it against the result.
  const over =
    r.reading.result !== PLAN_RESULT.pending || isFinishedStatus(r.match.sport, r.match.status);
  const unlocked = r.reading.priceFen === 0 || own || bought || over;
  const cards = await tipExpertsOf(db, [r.expert]);
  const matchTime = r.match.matchTime.getTime();
  const issueNo =
    r.reading.type === INTERPRETATION_TYPE.oldLottery
      ? await issueOfMatch(db, { id: r.match.matchId, matchTime }, now)
      : null;
  return done({
    id: r.reading.id,
    title: r.reading.title,
    summary: r.reading.summary,
    price: fenToYuan(r.reading.priceFen),
    type: r.reading.type,
    publishedAt: r.reading.publishedAt.getTime(),
    result: r.reading.result,
    lookCount: r.reading.lookCount,
    onSale: onSale(r, now),
    unlocked,
    content: unlocked ? r.reading.content : null,
    // Counted here: the content itself never leaves the server for a locked reading.
    pickCount: tryParseInterpretation(r.reading.content)?.length ?? 0,
    expert: cards.get(r.expert.id) ?? tipExpertOf(r.expert),
    match: { ...r.match, matchTime },
    issueNo,
  });
}
