import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useResource } from '@shared/resource';
import { hrefFor } from '@shared/routes';
import { ChoiceRow, EmptyState, Loaded, PAGE_TABS, PageHeader } from '@shared/ui';
import { CountryBrowser } from './CountryBrowser';
import { LeagueTile } from './LeagueTile';
import { homeHref } from './links';
import { hotLeaguesResource } from './resources';
import { sportOfPath, type Sport } from './rules';
import './dataLibrary.css';

const SPORTS = [
  { value: 1, label: '足球' },
  { value: 2, label: '篮球' },
] as const;

function HotLeagues({ sport }: { sport: Sport }) {
  const view = useResource(hotLeaguesResource, sport);
  return (
    <Loaded view={view} rows={2} testId="data-hot">
      {(data) =>
        data.list.length === 0 ? (
          <EmptyState text="暂无热门赛事" testId="data-hot-empty" />
        ) : (
          <div className="dl-leagues" data-testid="data-hot">
            {data.list.map((league) => (
              <LeagueTile key={league.leagueId} league={league} />
            ))}
          </div>
        )
      }
    </Loaded>
  );
}

/**
 * 资料库 (`data`, `data/bk/index`, issue 36 §1): football or basketball, the competitions fans follow
 * most this week, and every country's competitions by area.
 */
export default function DataHomePage() {
  const sport = sportOfPath(useLocation().pathname);
  const navigate = useNavigate();
  return (
    <div className="page dl-page" data-testid="data-home">
      <PageHeader title="资料库" />
      <ChoiceRow
        options={SPORTS}
        value={sport}
        onChange={(next) => void navigate(homeHref(next), { replace: true })}
        label="球类"
        testId="data-sport"
        {...PAGE_TABS}
      />
      <Link
        className="dl-search-entry"
        to={hrefFor('data/search-page', {}, { qiuFlag: sport })}
        data-testid="data-search-entry"
      >
        搜索赛事、球队、球员
      </Link>
      <section className="dl-section">
        <h2 className="dl-section__title">
          热门赛事
          <Link
            className="dl-section__more"
            to={hrefFor('data/country-list', {}, { ballType: sport })}
            data-testid="data-all-countries"
          >
            全部国家/地区
          </Link>
        </h2>
        <HotLeagues sport={sport} />
      </section>
      <CountryBrowser sport={sport} />
    </div>
  );
}
