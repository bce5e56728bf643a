// The memberships Matchday sells (product-spec §3 "VIP levels"; docs/decisions/set-meals.md). The
// spec names the levels and the red list's benefits (monthly set-meal readings, half-price readings,
// a gifted sports-data membership) but no prices or counts: these are ours, priced against the
// set meals they stand beside (a 10-reading week card costs 285; ten readings a month plus ten at
// half price for 198 is the better deal a regular reader should be told about). Issue 35 sells them.

export interface Membership {
  level: number;
  name: string;
  priceFen: number;
  periodDays: number;
  monthlySetMealCount: number;
  halfPriceCount: number;
  /** The data membership gifted with it, worth this much. */
  giftedDataMemberFen: number;
  onSale: boolean;
}

/** 红单会员: level 1. */
export const RED_LIST: Membership = {
  level: 1,
  name: '红单会员',
  priceFen: 19_800,
  periodDays: 30,
  monthlySetMealCount: 10,
  halfPriceCount: 10,
  giftedDataMemberFen: 3_000,
  onSale: true,
};
