import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { beijingDate } from '@domain/time';
import { appNow } from '@schedulers';
import { currentChannel, isFeatureVisible } from '@shared/channels';
import { showAlert, useOverlayStore } from '@shared/overlays';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { markReminded, shouldRemind } from './reminder';
import { couponNumResource } from './resources';

const VIEW = 'view';

/**
 * The coupon popup (product-spec §4 "Other"): on 我的, once a day, when some of the fan's usable
 * coupons end within three days — 查看 opens the coupon list, 关闭 closes; either updates the
 * reminder cache. Nothing for a visitor or where the channel has no coupons.
 */
export function CouponReminder({ userId }: { userId: number | null }) {
  const navigate = useNavigate();
  const enabled = userId !== null && isFeatureVisible(currentChannel().channel, 'coupons');
  const num = useResource(couponNumResource, undefined, { enabled });
  const asked = useRef(false);
  const soon = num.data?.expiringSoon ?? 0;
  useEffect(() => {
    if (userId === null || asked.current) return;
    const today = beijingDate(appNow());
    if (!shouldRemind(userId, today, soon)) return;
    // Another popup (a level change) is on screen: the reminder waits for another visit.
    const { alert, modal } = useOverlayStore.getState();
    if (alert || modal) return;
    asked.current = true;
    void showAlert({
      title: '优惠券提醒',
      message: `您有${soon}张优惠券即将过期，快去使用吧`,
      buttons: [
        { text: '关闭', choice: 'close' },
        { text: '查看', choice: VIEW, primary: true },
      ],
    }).then((choice) => {
      markReminded(userId, today);
      if (choice === VIEW) void navigate(hrefFor('user/coupon-list'));
    });
  }, [userId, soon, navigate]);
  return null;
}
