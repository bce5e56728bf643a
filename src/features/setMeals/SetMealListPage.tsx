import { DirectPayReturn } from '@shared/payment';
import { useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { AD_LOCATION } from '@contracts/ads';
import type { SetMealCard } from '@contracts/setMeals';
import { AdBanner } from '@shared/ads';
import { currencyLabel, currentChannel, isFeatureVisible } from '@shared/channels';
import { openModal } from '@shared/overlays';
import { pagedPlaceholder, PagedSection, usePagedList } from '@shared/paging';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { ChoiceRow, PAGE_TABS, PageHeader } from '@shared/ui';
import { fetchSetMealPage } from './api';
import { ExpertStrip } from './ExpertStrip';
import { OrderingNotice } from './OrderingNotice';
import { redListOfferResource } from './resources';
import { remindsFirst, scopeOf, SET_MEAL_SCOPES, type SetMealScope } from './rules';
import { SetMealItem } from './SetMealItem';
import { useReturnedRefusal } from './useReturnedRefusal';
import { VipReminder, type ReminderChoice } from './VipReminder';
import './setMeals.css';

/** The head advert's location by scope (product-spec §9): 52 jingcai, 53 old lottery. */
const HEAD_AD: Record<SetMealScope, number> = {
  1: AD_LOCATION.setMealJingcai,
  2: AD_LOCATION.setMealOldLottery,
};

const TABS = SET_MEAL_SCOPES.map((s) => ({ value: String(s.scope) as '1' | '2', label: s.label }));

function Packages({ scope }: { scope: SetMealScope }) {
  const navigate = useNavigate();
  const unit = currencyLabel(currentChannel().channel);
  const offer = useResource(redListOfferResource);
  const vipOn = offer.data?.onSale === true && isFeatureVisible(currentChannel().channel, 'vip');
  const reminded = useRef(false);
  const phone = useRef<string | null>(null);
  const pages = usePagedList<SetMealCard, number>(
    () => ({
      first: 1,
      keyOf: (meal) => meal.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchSetMealPage(scope, pageNo, signal);
        phone.current = page.servicePhone;
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [scope],
  );

  useReturnedRefusal();

  const remind = (): void => {
    if (!offer.data) return;
    const modal = openModal(
      <VipReminder
        offer={offer.data}
        unit={unit}
        onAnswer={(choice: ReminderChoice) => {
          modal.close();
          if (choice === 'learn') void navigate(hrefFor('vip/index', {}, { type: 3 }));
          if (choice === 'open') void navigate(hrefFor('vip/buy', {}, { type: 3 }));
        }}
      />,
    );
  };
  /** The first tap on a 3-use jingcai package shows the reminder and stops (product-spec §2). */
  const beforeOrder = (meal: SetMealCard): boolean => {
    const stop = remindsFirst({
      scope: meal.scope,
      lookCount: meal.lookCount,
      vipOn,
      remindedBefore: reminded.current,
    });
    if (!stop) return true;
    reminded.current = true;
    remind();
    return false;
  };

  const placeholder = pagedPlaceholder(pages, 'set-meal', '暂无可订购的套餐');
  return (
    <>
      <PagedSection
        pages={pages}
        placeholder={placeholder}
        moreTestId="set-meal-more"
        testId="set-meal-list"
      >
        {pages.items.map((meal) => (
          <SetMealItem
            key={meal.id}
            meal={meal}
            back={(errMsg) =>
              hrefFor('set-meal-list', { scope: String(scope) }, errMsg ? { errMsg } : {})
            }
            boughtHref={hrefFor('set-meal-record')}
            unit={unit}
            beforeOrder={beforeOrder}
          />
        ))}
      </PagedSection>
      {pages.status === 'ready' && <OrderingNotice scope={scope} phone={phone.current} />}
    </>
  );
}

/**
 * 套餐订购 (`set-meal-list/{scope}`, product-spec §2 "Set-meal list screen"): 竞彩足篮套餐 and
 * 十四场套餐, the recommended experts, the packages (pull to refresh, the next page as the reader
 * reaches the end), the ordering notice per scope, and the red-list reminder on the first tap of a
 * 3-use jingcai package. An unknown scope is put right to 1.
 */
export default function SetMealListPage() {
  const navigate = useNavigate();
  const scope = scopeOf(useParams().scope);
  if (scope === null) return <Navigate replace to={hrefFor('set-meal-list', { scope: '1' })} />;
  return (
    <div className="page sm-page" data-testid="set-meal-page">
      <PageHeader title="套餐订购" />
      <ChoiceRow
        options={TABS}
        value={String(scope) as '1' | '2'}
        onChange={(next) =>
          void navigate(hrefFor('set-meal-list', { scope: next }), { replace: true })
        }
        label="套餐类型"
        testId="set-meal-scope"
        {...PAGE_TABS}
      />
      <DirectPayReturn
        boughtHref={hrefFor('set-meal-record')}
        paidText="套餐购买成功"
        failedText="支付失败，请重新订购"
        laterText="支付结果查询中，请稍后在套餐记录中查看"
        testId="set-meal-return"
      />
      <AdBanner key={scope} location={HEAD_AD[scope]} testId="set-meal-ad" />
      <ExpertStrip />
      <Packages key={scope} scope={scope} />
    </div>
  );
}
