import { DirectPayReturn } from '@shared/payment';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { MonthlyOffer } from '@contracts/expertMonthly';
import { fetchFreeJieduPage, PulledJieduList } from '@features/interpretations/parts';
import { currencyLabel, currentChannel } from '@shared/channels';
import { pagedPlaceholder, PagedSection, usePagedList } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { ChoiceRow, PAGE_TABS, PageHeader } from '@shared/ui';
import { useReturnedRefusal } from '../useReturnedRefusal';
import { fetchMonthlyOffers } from './api';
import { MonthlyOfferItem } from './MonthlyOfferItem';
import { SPECIAL_TABS, type SpecialTab } from './rules';
import '../setMeals.css';
import './monthly.css';

function MonthlyOffers() {
  const unit = currencyLabel(currentChannel().channel);
  useReturnedRefusal();
  const pages = usePagedList<MonthlyOffer, number>(
    () => ({
      first: 1,
      keyOf: (offer) => offer.meal.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchMonthlyOffers(pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [],
  );
  const placeholder = pagedPlaceholder(pages, 'monthly', '暂无专家包月');
  return (
    <>
      <p className="mo-intro">包月期间，专家当天发布的解读会私推给你，用包月次数即可查看。</p>
      <PagedSection pages={pages} placeholder={placeholder} testId="monthly-offers">
        {pages.items.map((offer) => (
          <MonthlyOfferItem key={offer.meal.id} offer={offer} unit={unit} />
        ))}
      </PagedSection>
    </>
  );
}

/**
 * 专家包月 (`special-home`) and 免费专区 (`special-home/free`, type 1; product-spec §2 Set meals):
 * the experts' monthly packages with the fan's standing, and the free readings on sale. The tab is
 * the route and replaces the entry (docs/decisions/expert-monthly.md).
 */
export default function SpecialHomePage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  // special-home/free is type 1 (product-spec §2); special-home?type=1 says the same.
  const free = useLocation().pathname.endsWith('/free') || query.get('type') === '1';
  const tab: SpecialTab = free ? '1' : '0';
  return (
    <div className="page sm-page" data-testid="special-home-page">
      <PageHeader title={tab === '1' ? '免费专区' : '专家包月'} />
      <ChoiceRow
        options={SPECIAL_TABS}
        value={tab}
        onChange={(next) =>
          void navigate(hrefFor(next === '1' ? 'special-home/free' : 'special-home'), {
            replace: true,
          })
        }
        label="专区"
        testId="special-tabs"
        {...PAGE_TABS}
      />
      <DirectPayReturn
        boughtHref={hrefFor('my-expert-month')}
        paidText="套餐购买成功"
        failedText="支付失败，请重新订购"
        laterText="支付结果查询中，请稍后在套餐记录中查看"
        testId="set-meal-return"
      />
      {tab === '1' ? (
        <PulledJieduList fetchPage={fetchFreeJieduPage} emptyText="暂无免费解读" />
      ) : (
        <MonthlyOffers />
      )}
    </div>
  );
}
