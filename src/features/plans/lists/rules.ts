/**
 * Pure rules of the plan lists (issue 19 §2): the ball types and kinds of the 方案 tab and
 * plan-list, the tabs of my-look-plan, what each list says when it is empty, and reading the
 * routes' path parameters.
 */
import type { RankingRow } from '@contracts/experts';
import { MY_LOOK_TABS, PLAN_LIST_TYPES, type PlanListType } from '@contracts/plans';
import {
  currentStreakText,
  recordText,
  REFUND_IF_LOST_LABEL,
  returnRateText,
} from '@entities/expert';
import { hrefFor } from '@shared/routes';

/** The ball type of a list, as the calls and the routes spell it: 1 football, 2 basketball. */
export type BallFlag = '1' | '2';

/** A tab of my-look-plan: all, pending, won (红), lost (黑 or 走水). */
export type MyLookTab = (typeof MY_LOOK_TABS)[number];

export const BALL_TABS: readonly { value: BallFlag; label: string }[] = [
  { value: '1', label: '足球' },
  { value: '2', label: '篮球' },
];

/** The kinds of plans on sale; every PLAN_LIST_TYPES value has its tab. */
export const KIND_TABS: readonly { value: PlanListType; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'free', label: '免费' },
  { value: 'paid', label: '付费' },
  { value: 'refund', label: REFUND_IF_LOST_LABEL },
];

export const MY_LOOK_TAB_ITEMS: readonly { value: MyLookTab; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'pending', label: '待开奖' },
  { value: 'won', label: '已红' },
  { value: 'lost', label: '未中' },
];

const KIND_EMPTY: Readonly<Record<PlanListType, string>> = {
  all: '暂无在售方案',
  free: '暂无免费方案',
  paid: '暂无付费方案',
  refund: '暂无不中退款方案',
};

/** What an empty list of plans on sale says: the ball type and the kind. */
export function planListEmptyText(qiuFlag: BallFlag, type: PlanListType): string {
  return `${qiuFlag === '2' ? '篮球' : '足球'}${KIND_EMPTY[type]}`;
}

const MY_LOOK_EMPTY: Readonly<Record<MyLookTab, string>> = {
  all: '还没有看过方案',
  pending: '没有待开奖的方案',
  won: '没有已红的方案',
  lost: '没有未中的方案',
};

export function myLookEmptyText(tab: MyLookTab): string {
  return MY_LOOK_EMPTY[tab];
}

/** The title of plan-list: 足球方案 / 篮球方案. */
export function planListTitle(qiuFlag: BallFlag): string {
  return qiuFlag === '2' ? '篮球方案' : '足球方案';
}

/** A path's ball type, or null when it is not one (the page then goes to the default). */
export function ballFlagOf(param: string | undefined): BallFlag | null {
  return param === '1' || param === '2' ? param : null;
}

export function planListTypeOf(param: string | undefined): PlanListType | null {
  return PLAN_LIST_TYPES.find((t) => t === param) ?? null;
}

export function myLookTabOf(param: string | undefined): MyLookTab | null {
  return MY_LOOK_TABS.find((t) => t === param) ?? null;
}

/**
 * What a hot expert's chip says under the name, best first and at most two: 近10中7, then the
 * running streak (5连红), else the 30-day return. An expert on the list always has a record; an
 * empty array is only for a malformed row.
 */
export function hotExpertFacts(row: RankingRow): string[] {
  const facts = [
    recordText(row.expert.recentWins, row.expert.recentTotal),
    currentStreakText(row.currentStreak),
    returnRateText(row.period.returnRate),
  ];
  return facts.filter((f): f is string => f !== null).slice(0, 2);
}

/**
 * 专家榜 from the hot experts: expert/{tab}/{type}/{qiuFlag} on the 月回报 ranking (type 2), the
 * order top10 itself ranks by. `famous` is the `{tab}` the expert screens write (the experts
 * feature's RANKING_ROUTE_TAB); the spec names the segment but not its values.
 */
export function expertRankingHref(qiuFlag: BallFlag): string {
  return hrefFor('expert/tab', { tab: 'famous', type: 2, qiuFlag });
}

/** The 方案 tab's choice: ball type and kind. */
export interface PlanTabChoice {
  qiuFlag: BallFlag;
  type: PlanListType;
}

export const DEFAULT_TAB_CHOICE: PlanTabChoice = { qiuFlag: '1', type: 'all' };
