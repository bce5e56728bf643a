import { useState } from 'react';
import { Link } from 'react-router-dom';
import { failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { hrefFor } from '@shared/routes';
import { flagUserInfo } from '@shared/session/currentUser';
import { ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { applyStatusResource } from './resources';
import { ApplyForm } from './ApplyForm';
import { ApplyStatusCard } from './ApplyStatusCard';
import { applyViewOf, gateView } from './rules';
import type { ApplyGate } from '@contracts/expertApply';
import './expertApply.css';

function Gate({ gate }: { gate: ApplyGate }) {
  const { text, action } = gateView(gate);
  return (
    <section className="ea-gate" data-testid={`apply-gate-${gate}`}>
      <p>{text}</p>
      {action && (
        <Link className="btn btn--primary" to={hrefFor(action.to)}>
          {action.label}
        </Link>
      )}
    </section>
  );
}

/**
 * 申请专家 (`expert-apply`; product-spec §2, §3 "Expert application"): asked afresh on each visit —
 * the latest application's status (审核中 / 已通过 / 未通过 with the reason and 重新申请), else why the
 * fan cannot apply yet (实名认证 first, a bound phone; the desk closed; already an expert), else the
 * form. A sent application shows its status at once and flags the user info (the entry of 我的 goes).
 */
export default function ExpertApplyPage() {
  const status = useResource(applyStatusResource);
  const [reapplying, setReapplying] = useState(false);
  const applied = () => {
    void showToast('申请已提交，请等待审核');
    flagUserInfo();
    setReapplying(false);
    status.reload();
  };
  const data = status.data;
  const view = data ? applyViewOf(data, reapplying) : null;
  return (
    <div className="page ea-page" data-testid="expert-apply-page">
      <PageHeader title="申请专家" />
      {!data && status.loading && <Skeleton rows={6} testId="apply-skeleton" />}
      {!data && status.error !== undefined && (
        <ErrorState
          message={failureText(status.error)}
          onRetry={status.reload}
          testId="apply-load-error"
        />
      )}
      {data && view === 'status' && data.application && (
        <ApplyStatusCard
          application={data.application}
          canReapply={data.gate === null}
          onReapply={() => setReapplying(true)}
        />
      )}
      {data && view === 'gate' && data.gate && <Gate gate={data.gate} />}
      {data && view === 'form' && (
        <>
          <p className="ea-intro">
            成为专家后可发布推荐方案，与球友分享您的观点。请如实填写以下资料。
          </p>
          <ApplyForm phone={data.phone} onApplied={applied} />
        </>
      )}
    </div>
  );
}
