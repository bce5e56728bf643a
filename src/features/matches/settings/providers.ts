import type { Sport } from '@entities/match';
/**
 * The odds providers a list can price its rows with: the companies of the companion server's seed
 * (server/domain/odds/providers.ts, docs/api.md "Odds"). Company 0, the crown provider, is every tab's
 * default; the official lotteries price only matches on their slips, so they are offered only on
 * their game tabs (jingcai 6 on 401/405/407, the basketball lottery 5 on 406; product-spec §9).
 */

/** oddsType as the settings keep it (contracts/sportdata/odds.ts ODDS_TYPE_CODES). */
export const ODDS_TYPE = { asia: 1, europe: 2, bigsmall: 3 } as const;
export type OddsTypeCode = (typeof ODDS_TYPE)[keyof typeof ODDS_TYPE];
export const ODDS_TYPE_CODES: readonly OddsTypeCode[] = [1, 2, 3];

export interface OddsProvider {
  /** The name shown (皇冠 …). */
  description: string;
  oddsCompany: number;
}

interface ProviderEntry extends OddsProvider {
  /** 'both', or the one sport it prices. */
  sport: Sport | 'both';
  types: readonly OddsTypeCode[];
  lotteryTabs?: readonly number[];
}

const ALL_TYPES: readonly OddsTypeCode[] = [1, 2, 3];

export const ODDS_PROVIDERS: readonly ProviderEntry[] = [
  { oddsCompany: 0, description: '皇冠', sport: 'both', types: ALL_TYPES },
  { oddsCompany: 1, description: '澳门', sport: 'both', types: ALL_TYPES },
  { oddsCompany: 2, description: 'Bet365', sport: 'both', types: ALL_TYPES },
  { oddsCompany: 3, description: '威廉希尔', sport: 'both', types: ALL_TYPES },
  { oddsCompany: 4, description: '立博', sport: 'football', types: ALL_TYPES },
  // Jingcai sells win/draw/lose only: europe-like prices, no handicap waters.
  {
    oddsCompany: 6,
    description: '竞彩官方',
    sport: 'football',
    types: [2],
    lotteryTabs: [401, 405, 407],
  },
  {
    oddsCompany: 5,
    description: '篮彩官方',
    sport: 'basketball',
    types: ALL_TYPES,
    lotteryTabs: [406],
  },
  { oddsCompany: 8, description: '易胜博', sport: 'both', types: ALL_TYPES },
  { oddsCompany: 9, description: '韦德', sport: 'both', types: ALL_TYPES },
];

/** The providers offered on a tab, official lottery first where there is one, then by id. */
export function providersForTab(sport: Sport, tab: number): OddsProvider[] {
  return ODDS_PROVIDERS.filter(
    (p) =>
      (p.sport === 'both' || p.sport === sport) && (!p.lotteryTabs || p.lotteryTabs.includes(tab)),
  )
    .sort(
      (a, b) =>
        Number(Boolean(b.lotteryTabs)) - Number(Boolean(a.lotteryTabs)) ||
        a.oddsCompany - b.oddsCompany,
    )
    .map(({ description, oddsCompany }) => ({ description, oddsCompany }));
}

/** The odds types a company offers (all three unless it is jingcai); [] for an unknown company. */
export function oddsTypesOf(oddsCompany: number): readonly OddsTypeCode[] {
  return ODDS_PROVIDERS.find((p) => p.oddsCompany === oddsCompany)?.types ?? [];
}

/** Chinese names of the odds types per sport (basketball says 让分 and 大小分). */
export const ODDS_TYPE_LABELS: Readonly<Record<Sport, Readonly<Record<OddsTypeCode, string>>>> = {
  football: { 1: '亚盘', 2: '欧赔', 3: '大小球' },
  basketball: { 1: '让分', 2: '欧赔', 3: '大小分' },
};
