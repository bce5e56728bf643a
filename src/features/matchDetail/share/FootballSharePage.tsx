import { SharePage } from './SharePage';

/** Route screen of `/share-page/ftMatch`. */
export default function FootballSharePage() {
  return <SharePage sport="football" />;
}
