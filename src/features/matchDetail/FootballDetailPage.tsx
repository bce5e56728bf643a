import { DetailPage } from './DetailPage';

/** Route screen of `match-detail` (also `recommend`, `/match-detail/ft/fit`). */
export default function FootballDetailPage() {
  return <DetailPage sport="football" />;
}
