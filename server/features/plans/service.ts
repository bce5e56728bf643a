import {
  PICK_RESULTS,
  PLAN_NOT_FOUND,
  PLAN_REFUSAL_CODES,
  PLAN_RESULT,
  type PickResult,
  type PlanDetail,
  type PlanSettlement,
} from '../../../contracts/plans';
import { tryParseInterpretation } from '../../../contracts/interpretation';
import { fenToYuan } from '../../../contracts/wallet/balance';
import type { Database } from '../../db/database';
import { done, refused, type Outcome, type Refusal } from '../../platform/refusals';
import { tipExpertOf, tipExpertsOf } from '../experts';
import { pickResultsOf, planWithContext, purchaseOf, type PlanWithContext } from './queries';
import { NOT_STARTED } from '../../../domain/sport';

export const PlanRefusals = {
  notFound: PLAN_NOT_FOUND,
  closed: { status: 409, code: PLAN_REFUSAL_CODES.closed, msg: '比赛已开始，方案已截止购买' },
  free: { status: 409, code: PLAN_REFUSAL_CODES.free, msg: '免费方案无需购买' },
  own: { status: 409, code: PLAN_REFUSAL_CODES.own, msg: '不能购买自己的方案' },
  bought: { status: 409, code: PLAN_REFUSAL_CODES.bought, msg: '您已购买该方案' },
  mismatch: { status: 400, code: PLAN_REFUSAL_CODES.mismatch, msg: '方案信息有误，请刷新后重试' },
  /** Discount cards are half-price readings (a member's gift): interpretations only. */
  noCard: { status: 409, code: PLAN_REFUSAL_CODES.noCard, msg: '打折卡仅限查看解读使用' },
} as const satisfies Record<string, Refusal>;

/**
 * On sale until kick-off: the match not started and its time ahead. For anything an expert sells on
 * a match (a plan, an interpretation).
 */
export function onSale(p: { match: { status: number; matchTime: Date } }, now: number): boolean {
  return p.match.status === NOT_STARTED && p.match.matchTime.getTime() > now;
}

const isPickResult = (v: string): v is PickResult =>
  (PICK_RESULTS as readonly string[]).includes(v);

async function settlementOf(db: Database, p: PlanWithContext): Promise<PlanSettlement> {
  const picks = await pickResultsOf(db, p.plan.id);
  return {
    settledAt: p.plan.settledAt?.getTime() ?? 0,
    picks: picks.map((r) => (isPickResult(r) ? r : 'void')),
    payout: (p.plan.payoutMilli ?? 0) / 1000,
  };
}

/** GET /api/plan/detail/{id}: the paid pick only for its buyers, its expert, or when free. */
export async function planDetail(
  db: Database,
  planId: number,
  viewerId: number | null,
  now: number,
): Promise<Outcome<PlanDetail>> {
  const p = await planWithContext(db, planId);
  if (!p || p.plan.publishedAt.getTime() > now) return refused(PlanRefusals.notFound);
  const own = viewerId !== null && p.expert.userId === viewerId;
  const bought =
    viewerId !== null && !own && (await purchaseOf(db, planId, viewerId)) !== undefined;
  // After settlement the picks are public: anyone may check the record against them.
  const settled = p.plan.result !== PLAN_RESULT.pending;
  const unlocked = p.plan.priceFen === 0 || own || bought || settled;
  // The expert row came with the plan: only its record is read.
  const cards = await tipExpertsOf(db, [p.expert]);
  return done({
    id: p.plan.id,
    planNo: p.plan.planNo,
    title: p.plan.title,
    summary: p.plan.summary,
    price: fenToYuan(p.plan.priceFen),
    refundIfLost: p.plan.refundIfLost,
    raceType: p.plan.raceType,
    publishedAt: p.plan.publishedAt.getTime(),
    result: p.plan.result,
    settlement: settled ? await settlementOf(db, p) : null,
    lookCount: p.plan.lookCount,
    onSale: onSale(p, now),
    unlocked,
    content: unlocked ? p.plan.content : null,
    // Counted here, on the server: the content itself never leaves it for a locked plan.
    pickCount: tryParseInterpretation(p.plan.content)?.length ?? 0,
    expert: cards.get(p.expert.id) ?? tipExpertOf(p.expert),
    match: { ...p.match, matchTime: p.match.matchTime.getTime() },
  });
}
