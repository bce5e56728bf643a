import { useParams } from 'react-router-dom';
import type { WithdrawalDetail } from '@contracts/wallet/withdraw';
import { date2 } from '@shared/format';
import { failureText } from '@shared/http';
import { PullToRefresh } from '@shared/paging';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { cardName } from './rules';
import { StatusTimeline } from './StatusTimeline';
import { timelineOf } from './timeline';
import { useWithdrawal } from './useWithdrawal';
import '../wallet.css';
import './withdraw.css';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="wd-row" data-testid={testId}>
      <span className="wd-row__label">{label}</span>
      <span className="wd-row__value">{value}</span>
    </div>
  );
}

function DetailBody({ detail }: { detail: WithdrawalDetail }) {
  return (
    <>
      <section className="wd-summary" data-testid="withdraw-detail-summary">
        <span className="wd-summary__label">提现金额(元)</span>
        <strong className="wd-summary__amount">{detail.amount}</strong>
        <span className={`wd-status is-${detail.status}`} data-testid="withdraw-detail-status">
          {detail.statusText}
        </span>
      </section>
      <section className="wallet-section">
        <StatusTimeline steps={timelineOf(detail)} />
      </section>
      <section className="wallet-section">
        <Row label="手续费" value={`¥${detail.fee}`} testId="withdraw-detail-fee" />
        <Row label="实际到账" value={`¥${detail.arrival}`} testId="withdraw-detail-arrival" />
        <Row
          label="到账银行卡"
          value={cardName(detail.bankName, detail.cardTail)}
          testId="withdraw-detail-card"
        />
        <Row label="申请时间" value={date2(detail.createdAt, 'yyyy-MM-dd HH:mm')} />
        {detail.reviewedAt !== null && (
          <Row label="审核时间" value={date2(detail.reviewedAt, 'yyyy-MM-dd HH:mm')} />
        )}
        {detail.paidAt !== null && (
          <Row label="到账时间" value={date2(detail.paidAt, 'yyyy-MM-dd HH:mm')} />
        )}
        <Row label="提现单号" value={String(detail.id)} />
      </section>
    </>
  );
}

function DetailView({ id }: { id: number }) {
  const { view, refresh } = useWithdrawal(id);
  return (
    <PullToRefresh
      getScroller={() => document.scrollingElement as HTMLElement | null}
      refreshing={view.phase === 'ready' && view.refreshing}
      onRefresh={refresh}
    >
      {view.phase === 'loading' && <Skeleton rows={6} testId="withdraw-detail-skeleton" />}
      {view.phase === 'notFound' && (
        <EmptyState text="提现记录不存在" testId="withdraw-detail-not-found" />
      )}
      {view.phase === 'error' && (
        <ErrorState
          message={failureText(view.error)}
          onRetry={refresh}
          testId="withdraw-detail-error"
        />
      )}
      {view.phase === 'ready' && <DetailBody detail={view.detail} />}
    </PullToRefresh>
  );
}

/**
 * 提现详情 (`userDrawMoneyDetail/{id}`): where one withdrawal stands, followed while it can still
 * change. An id that is not a number is not a withdrawal: no call is made for it.
 */
export default function WithdrawDetailPage() {
  const { id } = useParams();
  const numeric = id !== undefined && /^\d{1,10}$/.test(id) ? Number(id) : null;
  return (
    <div className="page wd-page" data-testid="withdraw-detail-page">
      <PageHeader title="提现详情" />
      {numeric === null || numeric === 0 ? (
        <EmptyState text="提现记录不存在" testId="withdraw-detail-not-found" />
      ) : (
        <DetailView key={numeric} id={numeric} />
      )}
    </div>
  );
}
