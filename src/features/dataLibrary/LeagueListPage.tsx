import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LEAGUE_PAGE_SIZE } from '@contracts/sportdata/leagueCalls';
import { useResource } from '@shared/resource';
import { CHIP_TABS, ChoiceRow, EmptyState, Loaded, PageHeader } from '@shared/ui';
import { LeagueTile } from './LeagueTile';
import { leaguesResource } from './resources';
import { idOf, sportOfQuery, SPORT_NAME } from './rules';
import './dataLibrary.css';

const LEVELS = [
  { value: 0, label: '全部' },
  { value: 1, label: '顶级联赛及杯赛' },
  { value: 2, label: '次级联赛' },
] as const;

/**
 * 联赛列表 (`data/league-list`, ballType, countryId, areaCode): a country's (or an area's)
 * competitions, the hottest first, 30 a page, by tier.
 */
export default function LeagueListPage() {
  const [query] = useSearchParams();
  const sport = sportOfQuery(query.get('ballType'));
  const countryId = idOf(query.get('countryId'));
  const areaCode = query.get('areaCode');
  const [level, setLevel] = useState<0 | 1 | 2>(0);
  const [pageNo, setPageNo] = useState(1);
  const view = useResource(leaguesResource, {
    sport,
    args: {
      level,
      pageNo,
      pageSize: LEAGUE_PAGE_SIZE,
      ...(countryId > 0 ? { countryId } : {}),
      ...(areaCode && /^\d$/.test(areaCode) ? { areaCode: Number(areaCode) } : {}),
    },
  });
  const country = view.data?.list[0]?.country;
  return (
    <div className="page dl-page" data-testid="data-league-list">
      <PageHeader
        title={countryId > 0 && country ? `${country} · ${SPORT_NAME[sport]}赛事` : '联赛列表'}
      />
      <ChoiceRow
        options={LEVELS}
        value={level}
        onChange={(next) => {
          setLevel(next);
          setPageNo(1);
        }}
        label="级别"
        testId="data-level"
        {...CHIP_TABS}
      />
      <Loaded view={view} testId="data-leagues">
        {(data) => {
          if (data.list.length === 0)
            return <EmptyState text="该地区暂无此级别的赛事" testId="data-leagues-empty" />;
          const pages = Math.max(1, Math.ceil(data.total / LEAGUE_PAGE_SIZE));
          return (
            <>
              <div className="dl-leagues dl-leagues--list">
                {data.list.map((league) => (
                  <LeagueTile key={league.leagueId} league={league} />
                ))}
              </div>
              {pages > 1 && (
                <nav className="dl-pager" aria-label="翻页">
                  <button
                    type="button"
                    disabled={pageNo <= 1}
                    onClick={() => setPageNo(pageNo - 1)}
                  >
                    上一页
                  </button>
                  <span>
                    {pageNo}/{pages}
                  </span>
                  <button
                    type="button"
                    disabled={pageNo >= pages}
                    onClick={() => setPageNo(pageNo + 1)}
                  >
                    下一页
                  </button>
                </nav>
              )}
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
