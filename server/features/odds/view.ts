import { oddsLineLabel } from '../../../contracts/sportdata/handicap';
import type {
  AsiaChange,
  AsiaValues,
  BigSmallChange,
  BigSmallValues,
  EuropeChange,
  EuropeValues,
  OddsKind,
  Trend,
} from '../../../contracts/sportdata/odds';
import type { Triple } from '../../domain/odds/pricing';
import { isPrimaryProvider, type ChangeRow, type OddsRow } from './queries';

/** The named values of each odds type, as its contract answers them. */
export interface ValuesOf {
  europe: EuropeValues;
  asia: AsiaValues;
  bigsmall: BigSmallValues;
}

/** Each value's trend of each odds type. */
export interface TrendOf {
  europe: EuropeChange['trend'];
  asia: AsiaChange['trend'];
  bigsmall: BigSmallChange['trend'];
}

/** How one odds type reads a stored triple: its named values and their trends. */
interface OddsView<K extends OddsKind> {
  values(sport: number, t: Triple): ValuesOf[K];
  trend(now: Triple, before: Triple | undefined): TrendOf[K];
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Payout in percent of europe odds: 100 / Σ(1/odds), the draw left out when it is 0. */
export function returnRateOf(values: Triple): number {
  const sum = values.reduce((s, v) => (v > 0 ? s + 1 / v : s), 0);
  return sum > 0 ? round2(100 / sum) : 0;
}

/** The i-th value against the change before it (0 for the first change). */
function trendAt(now: Triple, before: Triple | undefined, i: 0 | 1 | 2): Trend {
  if (!before) return 0;
  const d = now[i] - before[i];
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}

/**
 * Each odds type's reading, keyed by type so that a type K reads as ValuesOf[K] (a europe list is
 * typed with europe values, never the union of the three).
 */
const VIEWS: { [K in OddsKind]: OddsView<K> } = {
  europe: {
    values: (_sport, t) => ({ home: t[0], draw: t[1], away: t[2], returnRate: returnRateOf(t) }),
    trend: (now, before) => ({
      home: trendAt(now, before, 0),
      draw: trendAt(now, before, 1),
      away: trendAt(now, before, 2),
    }),
  },
  asia: {
    values: (sport, t) => ({
      home: t[0],
      handicap: t[1],
      handicapName: oddsLineLabel(sport, 'asia', t[1]),
      away: t[2],
    }),
    trend: (now, before) => ({
      home: trendAt(now, before, 0),
      handicap: trendAt(now, before, 1),
      away: trendAt(now, before, 2),
    }),
  },
  bigsmall: {
    values: (sport, t) => ({
      over: t[0],
      line: t[1],
      lineName: oddsLineLabel(sport, 'bigsmall', t[1]),
      under: t[2],
    }),
    trend: (now, before) => ({
      over: trendAt(now, before, 0),
      line: trendAt(now, before, 1),
      under: trendAt(now, before, 2),
    }),
  },
};

/** A stored triple as the response's named values, lines with their Chinese label. */
export function valuesOf<K extends OddsKind>(type: K, sport: number, t: Triple): ValuesOf[K] {
  const view: OddsView<K> = VIEWS[type];
  return view.values(sport, t);
}

/** The provider fields every odds item carries. */
export function providerOf(row: OddsRow) {
  return {
    oddsId: row.oddsId,
    matchId: row.matchId,
    providerId: row.providerId,
    providerName: row.providerName,
    isPrimary: isPrimaryProvider(row.providerId),
  };
}

/** One provider's odds in a list: opening, current and when it last changed. */
export function oddsItemOf<K extends OddsKind>(type: K, row: OddsRow, sport: number) {
  return {
    ...providerOf(row),
    first: valuesOf(type, sport, row.opening),
    live: valuesOf(type, sport, row.current),
    changeTime: row.updatedAt.getTime(),
  };
}

/** A page of changes, newest first; `rows` may hold one extra, older row to compare the last with. */
export function changesOf<K extends OddsKind>(
  type: K,
  sport: number,
  rows: ChangeRow[],
  pageSize: number,
) {
  const view: OddsView<K> = VIEWS[type];
  return rows.slice(0, pageSize).map((row, i) => ({
    ...view.values(sport, row.values),
    trend: view.trend(row.values, rows[i + 1]?.values),
    matchState: row.matchState,
    changeTime: row.changedAt.getTime(),
  }));
}
