import { Link } from 'react-router-dom';
import { isRunning } from '@contracts/expertMonthly';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { expertStandingResource } from './resources';
import './ticket.css';

/**
 * The reading's expert's monthly package (专家包月, isAttentExpert): 包月中 with the readings left
 * while the viewer's lasts — the reading opens with 使用套餐 below — or, when the expert sells one,
 * the way to it. Nothing for an expert without a monthly package.
 */
export function MonthlyStrip({ expertId }: { expertId: number }) {
  const standing = useResource(expertStandingResource, expertId);
  const data = standing.data;
  if (!data || data.monthlyPkgId === null) return null;
  return (
    <Link className="jd-monthly" to={hrefFor('special-home')} data-testid="jiedu-monthly">
      {isRunning(data.sendStatus) ? (
        <span>
          已包月该专家 · 剩余<b>{data.left}</b>次
        </span>
      ) : (
        <span>包月该专家，当天解读私推给你</span>
      )}
      <span aria-hidden="true">›</span>
    </Link>
  );
}
