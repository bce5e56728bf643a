import { VIP_LEVEL, vipFamilyOf } from '../../../contracts/vip';

// The memberships Matchday sells (product-spec §3 "VIP levels"; docs/decisions/vip.md and
// set-meals.md). The spec names the levels and the red list's benefits (monthly set-meal readings,
// half-price readings, a gifted sports-data membership) but no prices or counts: these are ours,
// priced against the set meals they stand beside (a 10-reading week card costs 285; ten readings a
// month plus ten at half price for 198 is the better deal a regular reader should be told about).

export interface Membership {
  /** Stable: written into orders. */
  id: number;
  level: number;
  name: string;
  /** 月卡, 季卡. */
  period: string;
  priceFen: number;
  periodDays: number;
  monthlySetMealCount: number;
  halfPriceCount: number;
  /** The data membership gifted with it, worth this much. */
  giftedDataMemberFen: number;
  tag: string | null;
  onSale: boolean;
}

export const MEMBERSHIPS: readonly Membership[] = [
  {
    id: 1,
    level: VIP_LEVEL.redList,
    name: '红单会员',
    period: '月卡',
    priceFen: 19_800,
    periodDays: 30,
    monthlySetMealCount: 10,
    halfPriceCount: 10,
    giftedDataMemberFen: 3_000,
    tag: null,
    onSale: true,
  },
  {
    id: 2,
    level: VIP_LEVEL.redList,
    name: '红单会员',
    period: '季卡',
    priceFen: 52_800,
    periodDays: 90,
    monthlySetMealCount: 10,
    halfPriceCount: 10,
    giftedDataMemberFen: 9_000,
    tag: '立省66',
    onSale: true,
  },
  {
    id: 3,
    level: VIP_LEVEL.superRedList,
    name: '超级红单会员',
    period: '月卡',
    priceFen: 39_800,
    periodDays: 30,
    monthlySetMealCount: 20,
    halfPriceCount: 20,
    giftedDataMemberFen: 3_000,
    tag: '推荐',
    onSale: true,
  },
  {
    id: 4,
    level: VIP_LEVEL.data,
    name: '数据会员',
    period: '月卡',
    priceFen: 3_000,
    periodDays: 30,
    monthlySetMealCount: 0,
    halfPriceCount: 0,
    giftedDataMemberFen: 0,
    tag: null,
    onSale: true,
  },
];

/** 红单会员 月卡: what the set-meal screen's pay reminder promotes. */
export const RED_LIST: Membership = MEMBERSHIPS[0]!;

export const membershipById = (id: number): Membership | undefined =>
  MEMBERSHIPS.find((m) => m.id === id);

/** The monthly membership of a level's family: what auto-renewal buys again. */
export const monthlyOf = (level: number): Membership | undefined =>
  MEMBERSHIPS.find((m) => m.level === vipFamilyOf(level) && m.periodDays === 30 && m.onSale);

/** A membership's full name: 红单会员 · 季卡. */
export const fullNameOf = (m: Membership) => `${m.name} · ${m.period}`;
