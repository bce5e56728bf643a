import type { OddsKind } from '../../../contracts/sportdata/odds';

/** A kind of odds a provider offers: the wire's odds kinds, as server/db/tables/odds.ts stores them. */
export type OddsType = OddsKind;

/**
 * The odds providers (companies) of Matchday. Ids are the spec's company ids: 0 the crown provider
 * (the default of every tab), 6 official jingcai, 5 official basketball lottery (product-spec §9).
 */
export interface ProviderSpec {
  id: number;
  name: string;
  /** 0 both, 1 football, 2 basketball. */
  sport: 0 | 1 | 2;
  /**
   * The company's return (payout, 1 / Σ implied probabilities) on europe and on a line's two
   * waters: stable per company, inside oddsMath.ts's band of 89–97%. Lines pay back more than 1X2,
   * as real books do; the official lotteries least.
   */
  europeReturn: number;
  lineReturn: number;
  /** The odds types it offers; the official lotteries only offer what they sell. */
  types: readonly OddsType[];
  /** Only on lottery matches: football with a game tab (401/405/407), basketball with 406. */
  lotteryOnly: boolean;
  /**
   * Whether it sells in play. The official lotteries do not: their odds stop at the last pre-match
   * line when the match kicks off.
   */
  inPlay: boolean;
}

const ALL: readonly OddsType[] = ['europe', 'asia', 'bigsmall'];

export const PROVIDERS: readonly ProviderSpec[] = [
  {
    id: 0,
    name: '皇冠',
    sport: 0,
    europeReturn: 0.945,
    lineReturn: 0.955,
    types: ALL,
    lotteryOnly: false,
    inPlay: true,
  },
  {
    id: 1,
    name: '澳门',
    sport: 0,
    europeReturn: 0.915,
    lineReturn: 0.935,
    types: ALL,
    lotteryOnly: false,
    inPlay: true,
  },
  {
    id: 2,
    name: 'Bet365',
    sport: 0,
    europeReturn: 0.945,
    lineReturn: 0.95,
    types: ALL,
    lotteryOnly: false,
    inPlay: true,
  },
  {
    id: 3,
    name: '威廉希尔',
    sport: 0,
    europeReturn: 0.93,
    lineReturn: 0.94,
    types: ALL,
    lotteryOnly: false,
    inPlay: true,
  },
  {
    id: 4,
    name: '立博',
    sport: 1,
    europeReturn: 0.925,
    lineReturn: 0.94,
    types: ALL,
    lotteryOnly: false,
    inPlay: true,
  },
  // Jingcai sells 胜平负 (europe-like); its handicap game has whole-goal lines and no waters.
  {
    id: 6,
    name: '竞彩官方',
    sport: 1,
    europeReturn: 0.9,
    lineReturn: 0.9,
    types: ['europe'],
    lotteryOnly: true,
    inPlay: false,
  },
  // The basketball lottery sells 胜负, 让分胜负 and 大小分.
  {
    id: 5,
    name: '篮彩官方',
    sport: 2,
    europeReturn: 0.9,
    lineReturn: 0.91,
    types: ALL,
    lotteryOnly: true,
    inPlay: false,
  },
  {
    id: 8,
    name: '易胜博',
    sport: 0,
    europeReturn: 0.95,
    lineReturn: 0.96,
    types: ALL,
    lotteryOnly: false,
    inPlay: true,
  },
  {
    id: 9,
    name: '韦德',
    sport: 0,
    europeReturn: 0.935,
    lineReturn: 0.945,
    types: ALL,
    lotteryOnly: false,
    inPlay: true,
  },
];

/** Football game tabs of the official jingcai and basketball's of the basketball lottery. */
const LOTTERY_TABS: Record<number, readonly number[]> = { 1: [401, 405, 407], 2: [406] };

/** The company's overrounds for pricing.ts: 1 / its returns. */
export function marginsOf(provider: ProviderSpec): { europe: number; line: number } {
  return { europe: 1 / provider.europeReturn, line: 1 / provider.lineReturn };
}

/** The provider of a company id, if Matchday has it. */
export function providerById(id: number): ProviderSpec | undefined {
  return PROVIDERS.find((p) => p.id === id);
}

/** The providers that price a match of `sport` with these game tabs. */
export function providersOf(sport: number, gameTabs: readonly number[]): ProviderSpec[] {
  const onLottery = gameTabs.some((tab) => LOTTERY_TABS[sport]?.includes(tab));
  return PROVIDERS.filter(
    (p) => (p.sport === 0 || p.sport === sport) && (!p.lotteryOnly || onLottery),
  );
}
