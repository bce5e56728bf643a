import { Link } from 'react-router-dom';
import type { Sport } from '@entities/match';
import type { OddsList } from './api';
import { gridClass, OddsValue } from './OddsCells';
import { cellTrend, oddsCells, oddsDetailHref, oddsHeaders } from './rules';

/** Which values the rows show: the opening (初盘) or the current ones (即时, moves against the opening). */
export type OddsMode = 'first' | 'live';

type OddsItem = OddsList['list'][number];

export function OddsHead({ sport, type }: { sport: Sport; type: OddsList['oddsType'] }) {
  const heads = oddsHeaders(sport, type);
  return (
    <div className={`${gridClass(heads.length)} mdo-head`} aria-hidden="true">
      <span>公司</span>
      {heads.map((head) => (
        <span key={head}>{head}</span>
      ))}
    </div>
  );
}

/** One provider: its name and values; a tap opens its change history. */
function OddsRow({
  item,
  sport,
  type,
  mode,
}: {
  item: OddsItem;
  sport: Sport;
  type: OddsList['oddsType'];
  mode: OddsMode;
}) {
  const first = oddsCells(sport, item.first);
  const cells = mode === 'first' ? first : oddsCells(sport, item.live);
  const href = oddsDetailHref({ matchId: item.matchId, type, oddsId: item.oddsId, sport });
  return (
    <Link
      to={href}
      className={`${gridClass(cells.length)} mdo-row`}
      data-testid="odds-row"
      data-provider-id={item.providerId}
    >
      <span className="mdo-row__name">{item.providerName}</span>
      {cells.map((cell, i) => (
        <OddsValue
          key={cell.key}
          cell={cell}
          trend={mode === 'first' ? 0 : cellTrend(first[i], cell)}
        />
      ))}
    </Link>
  );
}

/** The rows of one page of a list (the first page, or one a fan asked for with 加载更多). */
export function OddsRows({ list, sport, mode }: { list: OddsList; sport: Sport; mode: OddsMode }) {
  return (
    <>
      {list.list.map((item) => (
        <OddsRow key={item.oddsId} item={item} sport={sport} type={list.oddsType} mode={mode} />
      ))}
    </>
  );
}
