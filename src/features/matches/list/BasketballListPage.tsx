import { MatchListPage } from './MatchListPage';

/** tabs/match-bk: the basketball list. */
export default function BasketballListPage() {
  return <MatchListPage sport="basketball" />;
}
