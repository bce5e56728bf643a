/**
 * Pure rules of 我发布的方案 (`my-post-plan/{expertId}/{tab}`, issue 19 §2): its tabs, what each
 * says when empty, and reading the path.
 */
import { EXPERT_PLAN_TABS } from '@contracts/plans';

/** all, on sale (before kick-off), settled. */
export type PostedTab = (typeof EXPERT_PLAN_TABS)[number];

export const POSTED_TAB_ITEMS: readonly { value: PostedTab; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'onSale', label: '在售' },
  { value: 'settled', label: '已结束' },
];

const EMPTY: Readonly<Record<PostedTab, string>> = {
  all: '您还没有发布过方案',
  onSale: '暂无在售的方案',
  settled: '暂无已结束的方案',
};

export function postedEmptyText(tab: PostedTab): string {
  return EMPTY[tab];
}

export function postedTabOf(param: string | undefined): PostedTab | null {
  return EXPERT_PLAN_TABS.find((t) => t === param) ?? null;
}

/** The path's expert id: a positive integer, or null (no call is made for anything else). */
export function expertIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
