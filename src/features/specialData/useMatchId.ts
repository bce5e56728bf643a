import { useParams, useSearchParams } from 'react-router-dom';
import { idOf } from './rules';

/** The match a detail page is about: the path's `{matchId}` when it has one, else `?matchId=`. */
export function useMatchId(): number {
  const params = useParams();
  const [query] = useSearchParams();
  return idOf(params.matchId ?? query.get('matchId'));
}
