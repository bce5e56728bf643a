import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@shared/ui';
import { CountryBrowser } from './CountryBrowser';
import { sportOfQuery, SPORT_NAME } from './rules';
import './dataLibrary.css';

/** 国家列表 (`data/country-list`, ballType): every country holding the sport's competitions, by area. */
export default function CountryListPage() {
  const [query] = useSearchParams();
  const sport = sportOfQuery(query.get('ballType'));
  return (
    <div className="page dl-page" data-testid="data-country-page">
      <PageHeader title={`${SPORT_NAME[sport]} · 国家/地区`} />
      <CountryBrowser sport={sport} />
    </div>
  );
}
