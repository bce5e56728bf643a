/**
 * Pure rules of the interpretation lists: jiedu-list's types and ball, the tabs of my-look-jiedu and
 * my-post-jiedu, and what each says when empty.
 */
import { EXPERT_PLAN_TABS, MY_LOOK_TABS } from '@contracts/plans';

/** jiedu-list?type=: 0 jingcai, 3 the old football lottery (fourteen-match, pick-nine). */
export type JieduListType = 0 | 3;
export type MyLookTab = (typeof MY_LOOK_TABS)[number];
export type PostedTab = (typeof EXPERT_PLAN_TABS)[number];

export const TYPE_TABS: readonly { value: '0' | '3'; label: string }[] = [
  { value: '0', label: '竞彩解读' },
  { value: '3', label: '十四场/任九' },
];

export const MY_LOOK_TAB_ITEMS: readonly { value: MyLookTab; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'pending', label: '待开奖' },
  { value: 'won', label: '已红' },
  { value: 'lost', label: '未中' },
];

export const POSTED_TAB_ITEMS: readonly { value: PostedTab; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'onSale', label: '在售' },
  { value: 'settled', label: '已结算' },
];

/** The query's type: '3' is the old lottery; anything else is jingcai. */
export const listTypeOf = (param: string | null): JieduListType => (param === '3' ? 3 : 0);

export const myLookTabOf = (param: string | undefined): MyLookTab | null =>
  param === undefined ? 'all' : (MY_LOOK_TABS.find((t) => t === param) ?? null);

export const postedTabOf = (param: string | undefined): PostedTab | null =>
  param === undefined ? 'all' : (EXPERT_PLAN_TABS.find((t) => t === param) ?? null);

export const LIST_EMPTY: Record<JieduListType, string> = {
  0: '暂无在售的竞彩解读',
  3: '暂无在售的十四场/任九解读',
};

export const MY_LOOK_EMPTY: Record<MyLookTab, string> = {
  all: '还没有看过解读',
  pending: '没有待开奖的解读',
  won: '没有已红的解读',
  lost: '没有未中的解读',
};

export const POSTED_EMPTY: Record<PostedTab, string> = {
  all: '还没有发布过解读',
  onSale: '没有在售的解读',
  settled: '没有已结算的解读',
};
