import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { PlansOnSale } from './PlansOnSale';
import { ballFlagOf, planListTitle, planListTypeOf } from './rules';
import './lists.css';

/**
 * 方案列表 (`plan-list/{qiuFlag}/{type}`, defaults 1 and all; lcPlanList and zcPlanList lead here):
 * the plans on sale of one ball type as a page of its own. The kind is in the path, so a kind tab
 * replaces the entry (back leaves the list rather than stepping through kinds), and a path that
 * names no ball type or kind is put right to the defaults.
 */
export default function PlanListPage() {
  const navigate = useNavigate();
  const params = useParams();
  const qiuFlag = params.qiuFlag === undefined ? '1' : ballFlagOf(params.qiuFlag);
  const type = params.type === undefined ? 'all' : planListTypeOf(params.type);
  if (qiuFlag === null || type === null)
    return (
      <Navigate
        replace
        to={hrefFor('plan-list', { qiuFlag: qiuFlag ?? '1', type: type ?? 'all' })}
      />
    );
  return (
    <div className="page pl-page" data-testid="plan-list-page">
      <PageHeader title={planListTitle(qiuFlag)} />
      <PlansOnSale
        qiuFlag={qiuFlag}
        type={type}
        stickyBelowHeader
        onType={(next) =>
          void navigate(hrefFor('plan-list', { qiuFlag, type: next }), { replace: true })
        }
      />
    </div>
  );
}
