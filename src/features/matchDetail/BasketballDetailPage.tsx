import { DetailPage } from './DetailPage';

/** Route screen of `bk-match-detail` (also `/bk-match-detail/bk/fit`). */
export default function BasketballDetailPage() {
  return <DetailPage sport="basketball" />;
}
