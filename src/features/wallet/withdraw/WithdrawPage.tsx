import { Link } from 'react-router-dom';
import type { MemberBank } from '@contracts/wallet/withdraw';
import { failureText } from '@shared/http';
import { PullToRefresh } from '@shared/paging';
import { hrefFor } from '@shared/routes';
import { ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { memberBankResource } from '../balance/resources';
import { RulesNote } from './RulesNote';
import { WithdrawForm } from './WithdrawForm';
import '../wallet.css';
import './withdraw.css';

/** Why the form is not shown, and the one step that opens it. */
function Gate({
  text,
  to,
  action,
  testId,
}: {
  text: string;
  to: string;
  action: string;
  testId: string;
}) {
  return (
    <div className="wallet-section wd-gate" data-testid={testId}>
      <p>{text}</p>
      <Link className="btn btn--primary" to={to}>
        {action}
      </Link>
    </div>
  );
}

function WithdrawBody({ bank, reload }: { bank: MemberBank; reload: () => void }) {
  return (
    <>
      <section className="wallet-head" data-testid="withdraw-balance">
        <span className="wallet-head__label">可提现余额(元)</span>
        <strong className="wallet-head__value">{bank.ableBalance}</strong>
      </section>
      {/* The server pays only to the verified name, and the code needs a phone: each gate first. */}
      {bank.holder === '' ? (
        <Gate
          text="提现前请先完成实名认证"
          to={hrefFor('user/user-info-complete')}
          action="去实名认证"
          testId="withdraw-need-identity"
        />
      ) : bank.phone === '' ? (
        <Gate
          text="提现前请先绑定手机号，用于接收验证码"
          to={hrefFor('user/phone-operation')}
          action="去绑定手机号"
          testId="withdraw-need-phone"
        />
      ) : (
        <WithdrawForm bank={bank} onCardsChanged={reload} />
      )}
      <RulesNote />
    </>
  );
}

/**
 * 提现 (`userDrawMoney`; issue 18 §3, product-spec §3 "Withdrawal"): the balance, the gates
 * (verified name, bound phone), then the form; asked afresh on each visit and by a pull.
 */
export default function WithdrawPage() {
  const bank = useResource(memberBankResource);
  return (
    <div className="page wd-page" data-testid="withdraw-page">
      <PageHeader title="提现" />
      <PullToRefresh
        getScroller={() => document.scrollingElement as HTMLElement | null}
        refreshing={bank.refreshing}
        onRefresh={bank.reload}
      >
        {bank.loading && <Skeleton rows={6} testId="withdraw-skeleton" />}
        {bank.error !== undefined && (
          <ErrorState
            message={failureText(bank.error)}
            onRetry={bank.reload}
            testId="withdraw-error"
          />
        )}
        {bank.data && <WithdrawBody bank={bank.data} reload={bank.reload} />}
      </PullToRefresh>
    </div>
  );
}
