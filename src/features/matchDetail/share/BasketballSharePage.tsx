import { SharePage } from './SharePage';

/** Route screen of `/share-page/bkMatch`. */
export default function BasketballSharePage() {
  return <SharePage sport="basketball" />;
}
