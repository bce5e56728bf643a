import type {
  AsiaChange,
  AsiaOddsDetail,
  AsiaOddsItem,
  AsiaOddsList,
  EuropeOddsItem,
  EuropeOddsList,
  OddsProviderList,
} from '@contracts/sportdata/odds';

/** Small builders of odds answers for the Odds tab and history page tests. */

export function europeItem(over: Partial<EuropeOddsItem> = {}): EuropeOddsItem {
  return {
    oddsId: 501,
    matchId: 11,
    providerId: 0,
    providerName: '皇冠',
    isPrimary: true,
    first: { home: 2.1, draw: 3.2, away: 3.5, returnRate: 93.46 },
    live: { home: 1.95, draw: 3.3, away: 3.5, returnRate: 93.1 },
    changeTime: Date.parse('2026-11-22T19:40:00+08:00'),
    ...over,
  };
}

/** The page fields of a list answer: one page of 10 holding the whole list. */
function firstPage<T>(list: T[]) {
  return { matchId: 11, sport: 1, pageNo: 1, pageSize: 10, total: list.length, list };
}

export function europeList(
  list: EuropeOddsItem[],
  over: Partial<EuropeOddsList> = {},
): EuropeOddsList {
  return { ...firstPage(list), oddsType: 'europe', ...over };
}

export function asiaItem(over: Partial<AsiaOddsItem> = {}): AsiaOddsItem {
  return {
    oddsId: 601,
    matchId: 11,
    providerId: 0,
    providerName: '皇冠',
    isPrimary: true,
    first: { home: 0.92, handicap: -0.5, handicapName: '半球', away: 0.94 },
    live: { home: 0.88, handicap: -0.75, handicapName: '半/一', away: 1.0 },
    changeTime: Date.parse('2026-11-22T19:40:00+08:00'),
    ...over,
  };
}

export function asiaList(list: AsiaOddsItem[], over: Partial<AsiaOddsList> = {}): AsiaOddsList {
  return { ...firstPage(list), oddsType: 'asia', ...over };
}

export function providers(
  list: { oddsId: number; providerId: number; providerName: string }[],
): OddsProviderList {
  return {
    matchId: 11,
    oddsType: 'asia',
    list: list.map((p) => ({ ...p, matchId: 11, isPrimary: true })),
  };
}

export function asiaChange(minute: number, over: Partial<AsiaChange> = {}): AsiaChange {
  return {
    home: 0.9,
    handicap: -0.5,
    handicapName: '半球',
    away: 0.96,
    trend: { home: 0, handicap: 0, away: 0 },
    matchState: `${minute}' 0-0`,
    changeTime: Date.parse('2026-11-22T20:00:00+08:00') + minute * 60_000,
    ...over,
  };
}

export function asiaDetail(list: AsiaChange[], over: Partial<AsiaOddsDetail> = {}): AsiaOddsDetail {
  return {
    oddsId: 601,
    matchId: 11,
    providerId: 0,
    providerName: '皇冠',
    isPrimary: true,
    sport: 1,
    oddsType: 'asia',
    first: { home: 0.92, handicap: -0.5, handicapName: '半球', away: 0.94 },
    live: { home: 0.88, handicap: -0.75, handicapName: '半/一', away: 1.0 },
    pageNo: 1,
    pageSize: 10,
    total: list.length,
    list,
    ...over,
  };
}
