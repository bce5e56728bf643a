import { localStore, StorageKeys } from '@shared/storage';

/**
 * The coupon reminder's cache (product-spec §4 "Other"; docs/decisions/coupons.md): the Beijing day
 * the fan was last reminded. The popup shows at most once a day, when coupons are about to end;
 * 查看 and 关闭 both update the cache.
 */
const keyOf = (userId: number) => `${StorageKeys.couponReminder}:${userId}`;

/** Remind today: some usable coupons end within three days, and today has not reminded yet. */
export function shouldRemind(userId: number, today: string, expiringSoon: number): boolean {
  return expiringSoon > 0 && localStore.get(keyOf(userId)) !== today;
}

export function markReminded(userId: number, today: string): void {
  localStore.set(keyOf(userId), today);
}
