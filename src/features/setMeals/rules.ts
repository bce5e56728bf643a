/**
 * Pure rules of the set-meal screens (product-spec §2 "Set-meal list screen", §4 "Set-meal
 * payment", §9): how a package's validity, price and discount read, and when the red-list reminder
 * stops the first tap on a package.
 */
import { fenToText } from '@contracts/wallet/balance';

/** The two tabs: 1 jingcai football/basketball packages, 2 fourteen-match packages. */
export const SET_MEAL_SCOPES = [
  { scope: 1, label: '竞彩足篮套餐' },
  { scope: 2, label: '十四场套餐' },
] as const;
export type SetMealScope = (typeof SET_MEAL_SCOPES)[number]['scope'];

/** The scope of `set-meal-list/{scope}`: 1 or 2; anything else is put right to 1. */
export function scopeOf(param: string | undefined): SetMealScope | null {
  if (param === undefined) return 1;
  return param === '1' ? 1 : param === '2' ? 2 : null;
}

/** A package over 30 days reads in months (floor of days/30), otherwise in days. */
export function validityText(expireDays: number): string {
  return expireDays > 30 ? `${Math.floor(expireDays / 30)}个月` : `${expireDays}天`;
}

/** The red-list reminder's per-day price: the membership price / 30, to two decimals. */
export function perDayPriceText(vipPriceFen: number): string {
  return (vipPriceFen / 30 / 100).toFixed(2);
}

/** A price as the card shows it: 114 or 96.90, in the channel's unit. */
export const priceText = (fen: number, unit: string): string => `${fenToText(fen)}${unit}`;

/**
 * The first tap on a 3-use package in scope 1, while the red-list offer is on, shows the reminder
 * and stops; every later tap (and every other package) goes on to buying.
 */
export function remindsFirst(args: {
  scope: number;
  lookCount: number;
  vipOn: boolean;
  remindedBefore: boolean;
}): boolean {
  return args.vipOn && args.scope === 1 && args.lookCount === 3 && !args.remindedBefore;
}

/** The ordering notice per scope (product-spec §2), with the customer-service phone when known. */
export function orderingNotice(scope: SetMealScope, phone: string | null): string[] {
  const what = scope === 1 ? '竞彩足球、篮球解读' : '十四场、任九解读';
  return [
    `套餐为虚拟商品，仅可用于查看${what}，购买后不支持退款；`,
    '套餐有效期自订购之日起计算，过期作废，剩余次数不予保留；',
    '不中退币方案不可使用套餐查看；',
    phone ? `如有疑问请联系客服：${phone}` : '如有疑问请联系在线客服。',
  ];
}
