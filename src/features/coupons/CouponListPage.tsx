import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Coupon } from '@contracts/coupons';
import { currencyLabel, currentChannel, isFeatureVisible } from '@shared/channels';
import { pagedPlaceholder, PagedSection, usePagedList } from '@shared/paging';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { ChoiceRow, EmptyState, PAGE_TABS, PageHeader } from '@shared/ui';
import { fetchCouponPage } from './api';
import { CouponCard } from './CouponCard';
import { couponNumResource } from './resources';
import { COUPON_TABS, couponTabOf, EMPTY_TEXT, type CouponTab } from './rules';
import './coupons.css';

function Coupons({ tab }: { tab: CouponTab }) {
  const unit = currencyLabel(currentChannel().channel);
  const pages = usePagedList<Coupon, number>(
    () => ({
      first: 1,
      keyOf: (coupon) => coupon.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchCouponPage(Number(tab) as 0 | 1 | 2, pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [tab],
  );
  const placeholder = pagedPlaceholder(pages, 'coupon', EMPTY_TEXT[tab]);
  return (
    <PagedSection pages={pages} placeholder={placeholder} testId="coupon-list">
      {pages.items.map((coupon) => (
        <CouponCard key={coupon.id} coupon={coupon} unit={unit} />
      ))}
    </PagedSection>
  );
}

/**
 * 我的优惠券 (`user/coupon-list?back=`, product-spec §2; docs/decisions/coupons.md): the fan's coupons
 * by tab — 可使用 with its count, 已使用, 已过期 — by type then end time, 快过期 under three days,
 * pull to refresh and paging, and the way to the rules. With `back` the header returns where the
 * fan came from (a purchase); otherwise to 我的. A channel without coupons says so.
 */
export default function CouponListPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const tab = couponTabOf(query.get('status'));
  const visible = isFeatureVisible(currentChannel().channel, 'coupons');
  const num = useResource(couponNumResource, undefined, { enabled: visible });
  const back = query.get('back') === 'true';
  const tabs = COUPON_TABS.map((t) =>
    t.value === '0' && num.data ? { ...t, label: `${t.label}(${num.data.usable})` } : t,
  );
  return (
    <div className="page cp-page" data-testid="coupon-page">
      <PageHeader
        title="我的优惠券"
        onBack={back ? undefined : () => void navigate(hrefFor('tabs/user'), { replace: true })}
      />
      {visible ? (
        <>
          <ChoiceRow
            options={tabs}
            value={tab}
            onChange={(next) =>
              setQuery(
                { ...(back ? { back: 'true' } : {}), ...(next === '0' ? {} : { status: next }) },
                { replace: true },
              )
            }
            label="优惠券状态"
            testId="coupon-tabs"
            {...PAGE_TABS}
          />
          <Link
            className="cp-rule-link"
            to={hrefFor('user/coupon-rule')}
            data-testid="coupon-rule-link"
          >
            使用规则 ›
          </Link>
          <Coupons key={tab} tab={tab} />
        </>
      ) : (
        <EmptyState text="当前客户端暂不支持优惠券" testId="coupon-off" />
      )}
    </div>
  );
}
