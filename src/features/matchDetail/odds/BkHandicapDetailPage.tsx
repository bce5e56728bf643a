import { Navigate, useSearchParams } from 'react-router-dom';
import { oddsDetailHref } from './rules';

/**
 * 让分详情 (`bk-handicap-detail?matchId=ID&oddsId=ID`): the basketball handicap's change history,
 * which is the odds history page for the handicap of a basketball match. Replaces the entry, so
 * Back returns to where the fan came from.
 */
export default function BkHandicapDetailPage() {
  const [params] = useSearchParams();
  const matchId = Number(params.get('matchId'));
  const oddsId = Number(params.get('oddsId'));
  const to = oddsDetailHref({
    matchId: Number.isInteger(matchId) && matchId > 0 ? matchId : 0,
    type: 'asia',
    sport: 'basketball',
    ...(Number.isInteger(oddsId) && oddsId > 0 ? { oddsId } : {}),
  });
  return <Navigate to={to} replace />;
}
