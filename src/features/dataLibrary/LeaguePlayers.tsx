import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  BK_RANK_TYPE_NAMES,
  BK_RANK_TYPES,
  LEAGUE_RANK_TYPE_NAMES,
  LEAGUE_RANK_TYPES,
} from '@contracts/sportdata/players';
import { useResource } from '@shared/resource';
import { CHIP_TABS, ChoiceRow, EmptyState, Loaded } from '@shared/ui';
import { playerHref, teamHref } from './links';
import { playerRanksResource } from './playerResources';
import type { Sport } from './rules';

interface Props {
  sport: Sport;
  leagueId: number;
  season: string | undefined;
}

/** A page of 20 first, 20 more a tap, to the server's 100. */
const PAGE = 20;
const MOST = 100;

const typesOf = (sport: Sport) =>
  sport === 2
    ? BK_RANK_TYPES.map((t) => ({ value: t, label: BK_RANK_TYPE_NAMES[t] ?? '' }))
    : LEAGUE_RANK_TYPES.map((t) => ({
        value: t,
        label: LEAGUE_RANK_TYPE_NAMES[t] ?? '',
      }));

function RankList({ sport, leagueId, season, type }: Props & { type: number }) {
  const [pageSize, setPageSize] = useState(PAGE);
  const view = useResource(playerRanksResource, {
    sport,
    leagueId,
    seasonName: season,
    type,
    pageSize,
  });
  return (
    <Loaded view={view} testId="data-ranks">
      {(answer) => {
        const rows =
          answer.sport === 2
            ? answer.data.list.map((r) => ({
                ...r,
                value: r.value.toFixed(1),
                note: `${r.games}场`,
              }))
            : answer.data.list.map((r) => ({
                ...r,
                value: String(r.value),
                note:
                  type === 1 && r.penalties > 0
                    ? `${r.appearances}场 · 点球${r.penalties}`
                    : `${r.appearances}场`,
              }));
        if (rows.length === 0) return <EmptyState text="暂无球员数据" testId="data-ranks-empty" />;
        return (
          <>
            <ol className="dl-ranks" data-testid="data-ranks">
              {rows.map((r) => (
                <li key={r.player.playerId} className="dl-rank" data-testid="data-rank-row">
                  <span className="dl-rank__no">{r.rank}</span>
                  <span className="dl-rank__who">
                    <Link to={playerHref(r.player.playerId)} data-testid="data-rank-player">
                      {r.player.name}
                    </Link>
                    <small>
                      <Link to={teamHref(sport, r.team.teamId)}>
                        {r.team.shortName || r.team.name}
                      </Link>{' '}
                      · {r.note}
                    </small>
                  </span>
                  <b className="dl-rank__value" data-testid="data-rank-value">
                    {r.value}
                  </b>
                </li>
              ))}
            </ol>
            {answer.data.total > rows.length && pageSize < MOST && (
              <button
                type="button"
                className="dl-more"
                data-testid="data-ranks-more"
                onClick={() => setPageSize((n) => Math.min(n + PAGE, MOST))}
              >
                查看更多（共{answer.data.total}人）
              </button>
            )}
          </>
        );
      }}
    </Loaded>
  );
}

/**
 * 球员: the season's top players — football's scorers and assist makers, basketball's eight
 * per-game lists — each to his page. A cup's are over its ties.
 */
export function LeaguePlayers(props: Props) {
  const types = typesOf(props.sport);
  const [type, setType] = useState(types[0]!.value);
  return (
    <section className="dl-section" data-testid="data-players">
      <ChoiceRow
        options={types}
        value={type}
        onChange={setType}
        label="球员榜"
        testId="data-rank-type"
        {...CHIP_TABS}
      />
      <RankList key={type} {...props} type={type} />
    </section>
  );
}
