import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Virtuoso } from 'react-virtuoso';
import type { WalletEntry } from '@contracts/wallet/balance';
import { currencyLabel, currentChannel } from '@shared/channels';
import { date2 } from '@shared/format';
import { failureText } from '@shared/http';
import { KEYBOARD_REACH, PAGED_LIST_COMPONENTS, PullToRefresh, usePagedList } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { fetchWalletPage, type WalletKind } from './api';
import { balancesResource } from './resources';
import { amountView, DEFAULT_DETAIL_DAY, DETAIL_RANGES, emptyText } from './rules';
import '../wallet.css';
import { onRovingKeyDown, rovingTabIndex } from '@shared/a11y';

function EntryRow({ entry }: { entry: WalletEntry }) {
  const amount = amountView(entry.amount);
  const content = (
    <>
      <span className="wallet-entry__main">
        <span className="wallet-entry__title">{entry.title}</span>
        <span className="wallet-entry__time">{date2(entry.time, 'yyyy-MM-dd HH:mm')}</span>
      </span>
      <span className={`wallet-entry__amount${amount.incoming ? ' is-in' : ''}`}>
        {amount.text}
      </span>
    </>
  );
  // A withdrawal's lines (the request, a refund after a refusal) open where it stands.
  return entry.withdrawalId === undefined ? (
    <div className="wallet-entry" data-testid="wallet-entry" data-kind={entry.kind}>
      {content}
    </div>
  ) : (
    <Link
      className="wallet-entry is-link"
      data-testid="wallet-entry"
      data-kind={entry.kind}
      to={hrefFor('userDrawMoneyDetail', { id: entry.withdrawalId })}
    >
      {content}
    </Link>
  );
}

/** The balance on top of a detail, with the way to add (top-up) or take out (withdraw). */
function BalanceHead({ kind }: { kind: WalletKind }) {
  const balances = useResource(balancesResource);
  const unit = kind === 'coin' ? currencyLabel(currentChannel().channel) : '元';
  const value = balances.data
    ? kind === 'coin'
      ? balances.data.huoyanWallet
      : balances.data.ableBalance
    : '--';
  return (
    <section className="wallet-head" data-testid="wallet-balance">
      <span className="wallet-head__label">{kind === 'coin' ? `我的${unit}` : '可提现(元)'}</span>
      <strong className="wallet-head__value">{value}</strong>
      {kind === 'coin' ? (
        <Link className="btn btn--primary" to={hrefFor('pay/userChargeHuoyan')}>
          充值
        </Link>
      ) : (
        <Link className="btn btn--primary" to={hrefFor('userDrawMoney')}>
          提现
        </Link>
      )}
    </section>
  );
}

/**
 * The coin detail (`userHuoyanDetail`) or the money detail (`userMoneyDetail`): the balance, a range
 * (7 days, 30 days, 3 months), then every movement newest first, each saying what it was for — paged
 * as the fan scrolls, pull to refresh (docs/decisions/wallet-screens.md).
 */
export function WalletDetailPage({ kind }: { kind: WalletKind }) {
  const [day, setDay] = useState<number>(DEFAULT_DETAIL_DAY);
  // A pull to refresh asks for the balance again too (a new head is a new request).
  const [round, setRound] = useState(0);
  const pages = usePagedList<WalletEntry, number>(
    () => ({
      first: 1,
      keyOf: (entry) => entry.id,
      fetchPage: async (pageNo, { signal }) => {
        const page = await fetchWalletPage(kind, day, pageNo, signal);
        return { items: page.list, next: page.hasMore ? pageNo + 1 : null };
      },
    }),
    [kind, day],
  );
  const title = kind === 'coin' ? '金币明细' : '资金明细';
  const scroller = () => document.scrollingElement as HTMLElement | null;
  return (
    <div className="page wallet-page" data-testid={`wallet-detail-${kind}`}>
      <PageHeader title={title} />
      <PullToRefresh
        getScroller={scroller}
        refreshing={pages.refreshing}
        onRefresh={() => {
          setRound((r) => r + 1);
          void pages.refresh();
        }}
      >
        <BalanceHead key={round} kind={kind} />
        <div
          className="wallet-ranges"
          role="tablist"
          aria-label="时间范围"
          onKeyDown={onRovingKeyDown}
        >
          {DETAIL_RANGES.map((range, index) => (
            <button
              key={range.day}
              type="button"
              role="tab"
              aria-selected={range.day === day}
              tabIndex={rovingTabIndex(
                range.day === day,
                index,
                DETAIL_RANGES.some((r) => r.day === day),
              )}
              className={`wallet-ranges__chip${range.day === day ? ' is-active' : ''}`}
              data-testid={`wallet-range-${range.day}`}
              onClick={() => setDay(range.day)}
            >
              {range.label}
            </button>
          ))}
        </div>
        {pages.status === 'loading' && <Skeleton rows={6} testId="wallet-skeleton" />}
        {pages.status === 'error' && (
          <ErrorState
            message={failureText(pages.error)}
            onRetry={pages.retry}
            testId="wallet-error"
          />
        )}
        {pages.status === 'ready' && pages.items.length === 0 && (
          <EmptyState text={emptyText(kind, day)} testId="wallet-empty" />
        )}
        {pages.items.length > 0 && (
          <Virtuoso
            useWindowScroll
            data={pages.items}
            computeItemKey={(_i, entry) => entry.id}
            increaseViewportBy={KEYBOARD_REACH}
            endReached={pages.loadMore}
            itemContent={(_i, entry) => <EntryRow entry={entry} />}
            context={{
              moreError: pages.moreError,
              loadingMore: pages.loadingMore,
              hasMore: pages.hasMore,
              loadMore: pages.loadMore,
              retry: pages.retry,
            }}
            components={PAGED_LIST_COMPONENTS}
          />
        )}
      </PullToRefresh>
    </div>
  );
}

export function CoinDetailPage() {
  return <WalletDetailPage kind="coin" />;
}

export function MoneyDetailPage() {
  return <WalletDetailPage kind="money" />;
}
