import type { OddsType } from '../../db/tables/odds';

/**
 * The odds providers (companies) of Matchday. Ids are the spec's company ids: 0 the crown provider
 * (the default of every tab), 6 official jingcai, 5 official basketball lottery (product-spec §9).
 */
export interface ProviderSpec {
  id: number;
  name: string;
  /** 0 both, 1 football, 2 basketball. */
  sport: 0 | 1 | 2;
  /** Europe margin (Σ implied probabilities) and the margin of a line's two waters. */
  europeMargin: number;
  lineMargin: number;
  /** The odds types it offers; the official lotteries only offer what they sell. */
  types: readonly OddsType[];
  /** Only on lottery matches: football with a game tab (401/405/407), basketball with 406. */
  lotteryOnly: boolean;
}

const ALL: readonly OddsType[] = ['europe', 'asia', 'bigsmall'];

export const PROVIDERS: readonly ProviderSpec[] = [
  {
    id: 0,
    name: '皇冠',
    sport: 0,
    europeMargin: 1.055,
    lineMargin: 1.03,
    types: ALL,
    lotteryOnly: false,
  },
  {
    id: 1,
    name: '澳门',
    sport: 0,
    europeMargin: 1.08,
    lineMargin: 1.05,
    types: ALL,
    lotteryOnly: false,
  },
  {
    id: 2,
    name: 'Bet365',
    sport: 0,
    europeMargin: 1.055,
    lineMargin: 1.035,
    types: ALL,
    lotteryOnly: false,
  },
  {
    id: 3,
    name: '威廉希尔',
    sport: 0,
    europeMargin: 1.07,
    lineMargin: 1.045,
    types: ALL,
    lotteryOnly: false,
  },
  {
    id: 4,
    name: '立博',
    sport: 1,
    europeMargin: 1.075,
    lineMargin: 1.045,
    types: ALL,
    lotteryOnly: false,
  },
  // Jingcai sells 胜平负 (europe-like); its handicap game has whole-goal lines and no waters.
  {
    id: 6,
    name: '竞彩官方',
    sport: 1,
    europeMargin: 1.1,
    lineMargin: 1.06,
    types: ['europe'],
    lotteryOnly: true,
  },
  // The basketball lottery sells 胜负, 让分胜负 and 大小分.
  {
    id: 5,
    name: '篮彩官方',
    sport: 2,
    europeMargin: 1.1,
    lineMargin: 1.06,
    types: ALL,
    lotteryOnly: true,
  },
  {
    id: 8,
    name: '易胜博',
    sport: 0,
    europeMargin: 1.05,
    lineMargin: 1.03,
    types: ALL,
    lotteryOnly: false,
  },
  {
    id: 9,
    name: '韦德',
    sport: 0,
    europeMargin: 1.065,
    lineMargin: 1.04,
    types: ALL,
    lotteryOnly: false,
  },
];

/** Football game tabs of the official jingcai and basketball's of the basketball lottery. */
const LOTTERY_TABS: Record<number, readonly number[]> = { 1: [401, 405, 407], 2: [406] };

/** The providers that price a match of `sport` with these game tabs. */
export function providersOf(sport: number, gameTabs: readonly number[]): ProviderSpec[] {
  const onLottery = gameTabs.some((tab) => LOTTERY_TABS[sport]?.includes(tab));
  return PROVIDERS.filter(
    (p) => (p.sport === 0 || p.sport === sport) && (!p.lotteryOnly || onLottery),
  );
}
