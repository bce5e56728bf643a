import { Link } from 'react-router-dom';
import { useResource } from '@shared/resource';
import { EmptyState, Loaded } from '@shared/ui';
import { teamHref } from './links';
import { playerTransferResource } from './playerResources';
import type { Sport } from './rules';

/** A fee in 万欧元 as the data pages print it: 2500万欧元, 1.2亿欧元 from ten thousand 万 up. */
export function feeText(feeWan: number): string {
  return feeWan >= 10_000
    ? `${(feeWan / 10_000).toFixed(2).replace(/\.?0+$/, '')}亿欧元`
    : `${feeWan}万欧元`;
}

/** 转会记录: his moves, newest first — when, from where to where, how, and the fee. */
export function PlayerTransfers({ playerId, sport }: { playerId: number; sport: Sport }) {
  const view = useResource(playerTransferResource, playerId);
  return (
    <section className="dl-section" data-testid="player-transfers">
      <h2 className="dl-section__title">转会记录</h2>
      <Loaded view={view} testId="player-transfers">
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState text="暂无转会记录" />
          ) : (
            <ul className="dl-transfers">
              {data.list.map((t) => (
                <li
                  key={`${t.date}:${t.to.teamId}`}
                  className="dl-transfer"
                  data-testid="player-transfer"
                >
                  <span className="dl-transfer__date">{t.date}</span>
                  <span className="dl-transfer__clubs">
                    {t.from ? (
                      <Link to={teamHref(sport, t.from.teamId)}>
                        {t.from.shortName || t.from.name}
                      </Link>
                    ) : (
                      t.fromName
                    )}
                    {' → '}
                    <Link to={teamHref(sport, t.to.teamId)}>{t.to.shortName || t.to.name}</Link>
                  </span>
                  <span className="dl-transfer__kind">
                    {t.kind}
                    {t.feeWan !== null && <small>{feeText(t.feeWan)}</small>}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
