import { useSearchParams } from 'react-router-dom';
import { SharePage } from './SharePage';

/** Route screen of `match/long-page` (比赛长图): `?matchId=ID&sportType=2` for basketball. */
export default function LongImagePage() {
  const [params] = useSearchParams();
  return <SharePage sport={params.get('sportType') === '2' ? 'basketball' : 'football'} long />;
}
