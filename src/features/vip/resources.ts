import { defineResource } from '@schedulers';
import {
  fetchBargain,
  fetchGiftDesc,
  fetchGiftDetail,
  fetchMyBargain,
  fetchProducts,
  fetchTryStatus,
  fetchVipInfo,
} from './api';

/** The fan's membership: asked on every visit (a purchase, a trial or the clock may change it). */
export const vipInfoResource = defineResource({
  name: 'vip-info',
  key: () => '',
  fetch: (_: void, signal) => fetchVipInfo(signal),
});

/** The memberships on sale: the catalogue changes seldom. */
export const vipProductsResource = defineResource({
  name: 'vip-products',
  key: () => '',
  fetch: (_: void, signal) => fetchProducts(signal),
  staleMs: 10 * 60_000,
});

/** A level's monthly gift and benefit count. */
export const giftDescResource = defineResource({
  name: 'vip-gift-desc',
  key: (level: number) => String(level),
  fetch: (level: number, signal) => fetchGiftDesc(level, signal),
  staleMs: 10 * 60_000,
});

export const tryStatusResource = defineResource({
  name: 'vip-try-status',
  key: () => '',
  fetch: (_: void, signal) => fetchTryStatus(signal),
});

export const giftDetailResource = defineResource({
  name: 'vip-gift-detail',
  key: (id: number) => String(id),
  fetch: (id: number, signal) => fetchGiftDetail(id, signal),
});

/** A bargain as the viewer sees it: asked on every visit (friends cut it meanwhile). */
export const bargainResource = defineResource({
  name: 'vip-bargain',
  key: (id: number) => String(id),
  fetch: (id: number, signal) => fetchBargain(id, signal),
});

export const myBargainResource = defineResource({
  name: 'vip-my-bargain',
  key: () => '',
  fetch: (_: void, signal) => fetchMyBargain(signal),
});
