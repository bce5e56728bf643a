/**
 * Pure rules of the Odds tab and the odds change-history page (calls-errors-spec §7.1, product-spec
 * §9, docs/api.md "Odds"): child tabs, page sizes, value and line texts, trends, the detail route.
 */
import { oddsLineLabel } from '@contracts/sportdata/handicap';
import {
  ODDS_TYPES,
  type AsiaValues,
  type BigSmallValues,
  type EuropeValues,
  type OddsKind,
  type Trend,
} from '@contracts/sportdata/odds';
import type { Sport } from '@entities/match';
import { date2 } from '@shared/format';
import { hrefFor } from '@shared/routes';
import { BK_ODDS_PAGE_SIZE, ODDS_PAGE_SIZE } from '@contracts/sportdata/oddsCalls';
import { SPORT, type SportId } from '@domain/sport';

/** Odds page size (calls-errors-spec §9): 10, and 100 for basketball's odds lists; the calls own them. */
export function oddsPageSize(sport: Sport): number {
  return sport === 'basketball' ? BK_ODDS_PAGE_SIZE : ODDS_PAGE_SIZE;
}

/** The gateway's sport code: 1 football, 2 basketball. */
export function sportCode(sport: Sport): SportId {
  return SPORT[sport];
}

export interface OddsTabDef {
  type: OddsKind;
  label: string;
}

/** The child tabs, in the order fans of each sport expect them (basketball leads with the spread). */
export function oddsTabsOf(sport: Sport): readonly OddsTabDef[] {
  return sport === 'basketball'
    ? [
        { type: 'asia', label: '让分' },
        { type: 'bigsmall', label: '大小' },
        { type: 'europe', label: '欧指' },
      ]
    : [
        { type: 'europe', label: '欧指' },
        { type: 'asia', label: '亚指' },
        { type: 'bigsmall', label: '大小' },
      ];
}

/** The name of an odds type on the history page's title. */
export function oddsTypeName(sport: Sport, type: OddsKind): string {
  return oddsTabsOf(sport).find((tab) => tab.type === type)?.label ?? '';
}

/** Column heads of the values of a type (the provider and time columns are the screen's). */
export function oddsHeaders(sport: Sport, type: OddsKind): readonly string[] {
  const bk = sport === 'basketball';
  if (type === 'europe')
    return bk ? ['主胜', '客胜', '返还率'] : ['主胜', '和局', '客胜', '返还率'];
  if (type === 'asia') return bk ? ['主队', '让分', '客队'] : ['主队', '盘口', '客队'];
  return bk ? ['大分', '总分', '小分'] : ['大球', '盘口', '小球'];
}

/** An odds value with two decimals; '-' where there is none (basketball's draw is sent as 0). */
export function valueText(value: number): string {
  return Number.isFinite(value) && value > 0 ? value.toFixed(2) : '-';
}

/** Europe payout in percent: 93.46%. */
export function returnRateText(rate: number): string {
  return Number.isFinite(rate) && rate > 0 ? `${rate.toFixed(2)}%` : '-';
}

/**
 * The Chinese label of a line (半球, 受让平/半, 2.5/3球, 主让5.5分, 215.5分): the one the server sent
 * when there is one, else made here by the shared table, so both sides always agree.
 */
export function lineLabel(
  sport: Sport,
  type: 'asia' | 'bigsmall',
  line: number,
  sent?: string,
): string {
  if (sent) return sent;
  return oddsLineLabel(sportCode(sport), type, line);
}

/** Direction of a change of a water or a total line: 1 up, -1 down, 0 same (to the cent). */
export function trendOf(before: number, after: number): Trend {
  const diff = Math.round(after * 100) - Math.round(before * 100);
  return diff > 0 ? 1 : diff < 0 ? -1 : 0;
}

/**
 * Direction of a handicap change as fans read it: 升盘 (1) when the favourite gives more, 降盘 (-1)
 * when it gives less, whichever side it is. -0.5 → -0.75 is 升盘 although the number went down.
 */
export function handicapTrendOf(before: number, after: number): Trend {
  return trendOf(Math.abs(before), Math.abs(after));
}

/**
 * The handicap's 升/降 from the server's numeric trend of a change (sign of now − before, read from
 * the home side) and the line now: while the home side gives (negative), a falling number gives more.
 * A move to 平手 can only be a fall. (A single jump across 0, -0.25 → +0.25, reads as 升; it is rare.)
 */
export function handicapTrendFromSign(numeric: Trend, line: number): Trend {
  if (numeric === 0) return 0;
  if (Math.abs(line) < 0.001) return -1;
  return line < 0 ? (numeric === 1 ? -1 : 1) : numeric;
}

/** CSS class of a trend: red up, green down, as Chinese apps colour them. */
export function trendClass(trend: Trend): string {
  return trend === 1 ? 'mdo-up' : trend === -1 ? 'mdo-down' : '';
}

/** The arrow after a value that moved, so colour is not the only sign. */
export function trendMark(trend: Trend): string {
  return trend === 1 ? '↑' : trend === -1 ? '↓' : '';
}

/** How a cell moves: waters and totals by number, the handicap as 升/降盘, the payout not at all. */
export type CellMove = 'number' | 'handicap' | 'none';

export interface OddsCell {
  /** The field of the values (and of a change's `trend`): home, draw, handicap, over … */
  key: string;
  value: number;
  text: string;
  move: CellMove;
}

export type OddsValues = EuropeValues | AsiaValues | BigSmallValues;

/** The cells of one set of values, in the order of oddsHeaders. */
export function oddsCells(sport: Sport, values: OddsValues): OddsCell[] {
  const water = (key: string, value: number): OddsCell => ({
    key,
    value,
    text: valueText(value),
    move: 'number',
  });
  if ('draw' in values) {
    const rate: OddsCell = {
      key: 'returnRate',
      value: values.returnRate,
      text: returnRateText(values.returnRate),
      move: 'none',
    };
    return sport === 'basketball'
      ? [water('home', values.home), water('away', values.away), rate]
      : [water('home', values.home), water('draw', values.draw), water('away', values.away), rate];
  }
  if ('handicap' in values) {
    return [
      water('home', values.home),
      {
        key: 'handicap',
        value: values.handicap,
        text: lineLabel(sport, 'asia', values.handicap, values.handicapName),
        move: 'handicap',
      },
      water('away', values.away),
    ];
  }
  return [
    water('over', values.over),
    {
      key: 'line',
      value: values.line,
      text: lineLabel(sport, 'bigsmall', values.line, values.lineName),
      move: 'number',
    },
    water('under', values.under),
  ];
}

/** A cell's trend against the same cell before (the opening, in the list). */
export function cellTrend(before: OddsCell | undefined, after: OddsCell): Trend {
  if (!before || after.move === 'none') return 0;
  return after.move === 'handicap'
    ? handicapTrendOf(before.value, after.value)
    : trendOf(before.value, after.value);
}

/** A cell's trend in a change of the history, from the server's per-field trend. */
export function changeCellTrend(cell: OddsCell, trends: Partial<Record<string, Trend>>): Trend {
  const numeric = trends[cell.key] ?? 0;
  if (cell.move === 'none') return 0;
  return cell.move === 'handicap' ? handicapTrendFromSign(numeric, cell.value) : numeric;
}

/** When a change happened, in the phone's time: 11-22 19:45. */
export function changeTimeText(ms: number): string {
  return date2(ms, 'MM-dd HH:mm');
}

/** The query of the `odds-detail` route. */
export interface OddsDetailQuery {
  matchId: number;
  type: OddsKind;
  /** The provider's odds row (the server's oddsId); absent: the first main provider's. */
  oddsId?: number;
  sport: Sport;
}

/** The query string of the change-history page of one provider's odds. */
export function oddsDetailParams(query: OddsDetailQuery): URLSearchParams {
  return new URLSearchParams({
    matchId: String(query.matchId),
    type: query.type,
    ...(query.oddsId !== undefined ? { oddsId: String(query.oddsId) } : {}),
    sport: String(sportCode(query.sport)),
  });
}

/** The href of the change-history page: /odds-detail?matchId=..&type=..&oddsId=..&sport=.. */
export function oddsDetailHref(query: OddsDetailQuery): string {
  return hrefFor('odds-detail', {}, Object.fromEntries(oddsDetailParams(query)));
}

const positiveId = (raw: string | null): number | undefined =>
  raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;

/**
 * The detail page's query from its URL, or null when it cannot name a match and a type. The sport
 * defaults to football (1), as the gateway's sport does; a bad oddsId is dropped, not fatal.
 */
export function parseOddsDetailQuery(params: URLSearchParams): OddsDetailQuery | null {
  const matchId = positiveId(params.get('matchId'));
  const type = params.get('type');
  const sport = params.get('sport') ?? '1';
  if (matchId === undefined) return null;
  if (!(ODDS_TYPES as readonly string[]).includes(type ?? '')) return null;
  if (sport !== '1' && sport !== '2') return null;
  const oddsId = positiveId(params.get('oddsId'));
  return {
    matchId,
    type: type as OddsKind,
    ...(oddsId !== undefined ? { oddsId } : {}),
    sport: sport === '2' ? 'basketball' : 'football',
  };
}
