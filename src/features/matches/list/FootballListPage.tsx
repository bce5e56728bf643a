import { MatchListPage } from './MatchListPage';

/** tabs/match: the football list. */
export default function FootballListPage() {
  return <MatchListPage sport="football" />;
}
