import { oddsLineLabel } from '../../../contracts/sportdata/handicap';
import type {
  AsiaValues,
  BigSmallValues,
  EuropeValues,
  OddsKind,
  Trend,
} from '../../../contracts/sportdata/odds';
import type { Triple } from '../../seed/odds/pricing';
import { isPrimaryProvider, type ChangeRow, type OddsRow } from './queries';

export type Values = EuropeValues | AsiaValues | BigSmallValues;

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Payout in percent of europe odds: 100 / Σ(1/odds), the draw left out when it is 0. */
export function returnRateOf(values: Triple): number {
  const sum = values.reduce((s, v) => (v > 0 ? s + 1 / v : s), 0);
  return sum > 0 ? round2(100 / sum) : 0;
}

/** A stored triple as the response's named values, lines with their Chinese label. */
export function valuesOf(type: OddsKind, sport: number, t: Triple): Values {
  if (type === 'europe') return { home: t[0], draw: t[1], away: t[2], returnRate: returnRateOf(t) };
  if (type === 'asia')
    return {
      home: t[0],
      handicap: t[1],
      handicapName: oddsLineLabel(sport, 'asia', t[1]),
      away: t[2],
    };
  return { over: t[0], line: t[1], lineName: oddsLineLabel(sport, 'bigsmall', t[1]), under: t[2] };
}

const TREND_KEYS = {
  europe: ['home', 'draw', 'away'],
  asia: ['home', 'handicap', 'away'],
  bigsmall: ['over', 'line', 'under'],
} as const;

const sign = (x: number): Trend => (x > 0 ? 1 : x < 0 ? -1 : 0);

/** Each value against the change before it (0 for the first change). */
export function trendOf(
  type: OddsKind,
  now: Triple,
  before: Triple | undefined,
): Record<string, Trend> {
  const keys = TREND_KEYS[type];
  return Object.fromEntries(keys.map((k, i) => [k, before ? sign(now[i]! - before[i]!) : 0]));
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
export function oddsItemOf(row: OddsRow, sport: number) {
  return {
    ...providerOf(row),
    first: valuesOf(row.type, sport, row.opening),
    live: valuesOf(row.type, sport, row.current),
    changeTime: row.updatedAt.getTime(),
  };
}

/** A page of changes, newest first; `rows` may hold one extra, older row to compare the last with. */
export function changesOf(type: OddsKind, sport: number, rows: ChangeRow[], pageSize: number) {
  return rows.slice(0, pageSize).map((row, i) => ({
    ...valuesOf(type, sport, row.values),
    trend: trendOf(type, row.values, rows[i + 1]?.values),
    matchState: row.matchState,
    changeTime: row.changedAt.getTime(),
  }));
}
