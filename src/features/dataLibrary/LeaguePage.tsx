import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useResource } from '@shared/resource';
import { ChoiceRow, EmptyState, Loaded, PAGE_TABS, PageHeader } from '@shared/ui';
import { LeaguePlayers } from './LeaguePlayers';
import { LeagueSchedule } from './LeagueSchedule';
import { LeagueStats } from './LeagueStats';
import { LeagueTable } from './LeagueTable';
import { leagueHref } from './links';
import { leagueDetailResource } from './resources';
import { idOf, seasonOf, sportOfPath } from './rules';
import './dataLibrary.css';

type Tab = 'table' | 'schedule' | 'stats' | 'players';

/** A league's tabs; a cup has no table of its own and its statistics are not the fans' reading. */
function tabsOf(sport: 1 | 2, isLeague: boolean): { value: Tab; label: string }[] {
  const tabs: { value: Tab; label: string }[] = [
    { value: 'table', label: sport === 2 ? '排名' : '积分' },
    { value: 'schedule', label: '赛程' },
    { value: 'stats', label: '统计' },
    { value: 'players', label: '球员' },
  ];
  return isLeague ? tabs : tabs.filter((t) => t.value === 'schedule' || t.value === 'players');
}

/**
 * 联赛 (`data/league-data/{leagueId}` seasonId, `data/bk/league/{leagueId}` sessonId, tab; issue 36
 * §1): the season at a glance with the season switch, then its table, schedule, statistics and top
 * players (a cup: its schedule and its players).
 */
export default function LeaguePage() {
  const sport = sportOfPath(useLocation().pathname);
  const leagueId = idOf(useParams().leagueId);
  const [query, setQuery] = useSearchParams();
  const season = seasonOf(query.get(sport === 2 ? 'sessonId' : 'seasonId'));
  const navigate = useNavigate();
  const view = useResource(
    leagueDetailResource,
    { sport, leagueId, season },
    { enabled: leagueId > 0 },
  );
  const detail = view.data;
  const tabs = tabsOf(sport, !detail || detail.league.kind === 'league');
  const tab: Tab = tabs.find((t) => t.value === query.get('tab'))?.value ?? tabs[0]!.value;
  if (leagueId === 0)
    return (
      <div className="page dl-page">
        <PageHeader title="联赛" />
        <EmptyState text="未找到该赛事" testId="data-league-missing" />
      </div>
    );
  return (
    <div className="page dl-page" data-testid="data-league-page">
      <PageHeader title={detail?.league.shortName ?? '联赛'} />
      <Loaded view={view} testId="data-league">
        {(data) => (
          <>
            <header className="dl-head" data-testid="data-league-head">
              <span
                className="dl-league__mark"
                style={{ background: data.league.color }}
                aria-hidden="true"
              >
                {data.league.shortName.slice(0, 1)}
              </span>
              <div className="dl-head__text">
                <h1>{data.league.name}</h1>
                <p>
                  {data.league.country} · {data.league.teamCount}支球队
                  {data.currentRound && ` · ${data.currentRound}`}
                </p>
              </div>
              <select
                className="dl-head__season"
                value={data.season}
                aria-label="赛季"
                data-testid="data-season"
                onChange={(e) =>
                  void navigate(
                    leagueHref(
                      sport,
                      leagueId,
                      e.target.value === data.seasons[0] ? undefined : e.target.value,
                    ),
                    { replace: true },
                  )
                }
              >
                {data.seasons.map((s) => (
                  <option key={s} value={s}>
                    {s}赛季
                  </option>
                ))}
              </select>
            </header>
            <dl className="dl-glance" data-testid="data-glance">
              <div>
                <dt>已赛</dt>
                <dd>
                  {data.finishedCount}/{data.matchCount}
                </dd>
              </div>
              <div>
                <dt>{sport === 2 ? '场均总分' : '场均进球'}</dt>
                <dd>{data.scorePerGame}</dd>
              </div>
              <div>
                <dt>主胜</dt>
                <dd>{data.homeWinPct}%</dd>
              </div>
              {sport === 1 && (
                <div>
                  <dt>平局</dt>
                  <dd>{data.drawPct}%</dd>
                </div>
              )}
              <div>
                <dt>客胜</dt>
                <dd>{data.awayWinPct}%</dd>
              </div>
            </dl>
            <ChoiceRow
              options={tabs}
              value={tab}
              onChange={(next) => {
                const nextQuery = new URLSearchParams(query);
                nextQuery.set('tab', next);
                setQuery(nextQuery, { replace: true });
              }}
              label="联赛资料"
              testId="data-league-tab"
              {...PAGE_TABS}
            />
            {tab === 'table' ? (
              <LeagueTable sport={sport} leagueId={leagueId} season={season} />
            ) : tab === 'stats' ? (
              <LeagueStats key={season ?? ''} sport={sport} leagueId={leagueId} season={season} />
            ) : tab === 'players' ? (
              <LeaguePlayers key={season ?? ''} sport={sport} leagueId={leagueId} season={season} />
            ) : (
              <LeagueSchedule
                key={season ?? ''}
                sport={sport}
                leagueId={leagueId}
                season={season}
              />
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}
