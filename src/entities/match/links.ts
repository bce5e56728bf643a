import { hrefFor } from '@shared/routes';
import type { Sport } from './rules';

/**
 * A match's own page (`match-detail` or `bk-match-detail` with `?matchId=`), optionally on one tab
 * (`?tab=video`). Every screen that shows a match links to it the same way.
 */
export function matchPageHref(sport: Sport, matchId: number, tab?: string): string {
  const name = sport === 'basketball' ? 'bk-match-detail' : 'match-detail';
  return hrefFor(name, {}, { matchId, tab });
}
