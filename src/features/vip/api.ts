import { memberVipInfo, type MemberVipInfo } from '@contracts/account/centre/level';
import {
  buyVip,
  preDualVipPay,
  setVipAutoRenew,
  tryVip,
  vipGiftDesc,
  vipGiftDetail,
  vipGiftRecord,
  vipOrderRecord,
  vipProducts,
  vipTryStatus,
  type VipProduct,
} from '@contracts/vip';
import { bargainDetail, helpBargain, myBargain, startBargain } from '@contracts/vipBargain';
import type { ChargeWay } from '@contracts/wallet/charge';
import { call } from '@shared/http';

export function fetchVipInfo(signal?: AbortSignal): Promise<MemberVipInfo> {
  return call(memberVipInfo, {}, { signal });
}

export async function fetchProducts(signal?: AbortSignal): Promise<VipProduct[]> {
  return (await call(vipProducts, {}, { signal })).list;
}

export function fetchGiftDesc(level: number, signal?: AbortSignal) {
  return call(vipGiftDesc, { vipMemberLevel: level }, { signal });
}

/** Buys with coins (at a bargain's price when one is named); a retry answers the same order. */
export function payVip(productId: number, requestId: string, type: 2 | 3, bargainId?: number) {
  return call(buyVip, { productId, requestId, type, ...(bargainId ? { bargainId } : {}) });
}

export function fetchMyBargain(signal?: AbortSignal) {
  return call(myBargain, {}, { signal });
}

export function fetchBargain(id: number, signal?: AbortSignal) {
  return call(bargainDetail, { id }, { signal });
}

export function openBargain() {
  return call(startBargain, {});
}

export function cutBargain(id: number) {
  return call(helpBargain, { id });
}

export function openVipDirectPay(
  productId: number,
  order: { chargeWay: ChargeWay; from: string; returnUrl: string; requestId: string },
) {
  return call(preDualVipPay, { ...order, productId });
}

export function fetchTryStatus(signal?: AbortSignal) {
  return call(vipTryStatus, {}, { signal });
}

export function startTrial() {
  return call(tryVip, {});
}

export function changeAutoRenew(on: boolean) {
  return call(setVipAutoRenew, { on });
}

export function fetchOrderPage(pageNo: number, signal: AbortSignal) {
  return call(vipOrderRecord, { pageNo }, { signal });
}

export function fetchGiftPage(pageNo: number, signal: AbortSignal) {
  return call(vipGiftRecord, { pageNo }, { signal });
}

export function fetchGiftDetail(id: number, signal?: AbortSignal) {
  return call(vipGiftDetail, { giftPackgeId: id }, { signal });
}
