import {
  ISSUE_MATCH_COUNT,
  LOTTERY_PLAY_TYPE,
  type DrawOutcome,
  type LotteryPlayType,
  type PrizeLine,
} from '../../../contracts/lottery';
import { createRandom, hashSeed } from '../../domain/random';

/**
 * The simulated money of a drawn issue (docs/decisions/fourteen-match.md "Prizes"): no fan buys a
 * slip here, so sales, the pool and the winners are made up — deterministically from SIM_SEED and
 * the issue, like the odds — and follow the published rules' shape:
 *
 * - a bet is 2 yuan; 64 % of a play's sales is its prize money;
 * - fourteen-match: first prize (all 14 right) shares 70 %, second prize (13 of 14) 30 %;
 * - pick-nine: one prize, all 9 picked matches right;
 * - a winning bet takes at most 5,000,000 yuan; a prize nobody wins pays 0 (rolling the money over
 *   to later issues is not simulated).
 *
 * Winners follow the draw: each match's outcome was picked by a share of the bets (home wins most
 * often, then draws and away wins, each issue's shares jittered), and a called-off match (*) is right
 * for every bet. An upset-heavy draw thus has few winners and big prizes, a quiet one many.
 */

const BET_YUAN = 2;
const RETURN_RATE = 0.64;
const FIRST_SHARE = 0.7;
const PRIZE_CAP_YUAN = 5_000_000;
const PICK_NINE = 9;
/** How often bettors pick a home win, a draw, an away win, before each match's jitter. */
const BASE_PICKS: Readonly<Record<'3' | '1' | '0', number>> = { '3': 0.46, '1': 0.28, '0': 0.26 };
/** Bets per play and issue: 6–15 million fourteen-match, 8–20 million pick-nine. */
const BETS: Readonly<Record<LotteryPlayType, readonly [number, number]>> = {
  [LOTTERY_PLAY_TYPE.fourteen]: [6_000_000, 15_000_000],
  [LOTTERY_PLAY_TYPE.pickNine]: [8_000_000, 20_000_000],
};

export interface DrawMoney {
  sales: number;
  pool: number;
  prizes: PrizeLine[];
}

/** The share of bets that picked each match's actual outcome (1 for a called-off match). */
export function rightShares(seed: number, issueNo: string, outcomes: readonly DrawOutcome[]) {
  return outcomes.map((outcome, i) => {
    if (outcome === '*') return 1;
    const random = createRandom(hashSeed(seed, 'lottery-picks', issueNo, i));
    const weights = (['3', '1', '0'] as const).map((o) => ({
      o,
      w: BASE_PICKS[o] * (0.5 + random.next()),
    }));
    const total = weights.reduce((sum, x) => sum + x.w, 0);
    return (weights.find((x) => x.o === outcome)?.w ?? 0) / total;
  });
}

/**
 * The elementary symmetric polynomials e_0…e_n of the shares: e_k sums, over every set of k
 * matches, the chance a bet is right on all of them.
 */
function symmetric(shares: readonly number[]): number[] {
  const e = [1, ...shares.map(() => 0)];
  for (const q of shares) for (let k = e.length - 1; k >= 1; k--) e[k]! += e[k - 1]! * q;
  return e;
}

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** An expected count made whole by a seeded draw: 0.3 expected winners is one winner 30 % of the time. */
function wholeCount(expected: number, u: number): number {
  return Math.floor(expected + u);
}

function prizeLine(level: 1 | 2, name: string, count: number, money: number): PrizeLine {
  const amount = count > 0 ? Math.min(PRIZE_CAP_YUAN, Math.floor(money / count)) : 0;
  return { level, name, count, amount };
}

/** Sales, pool and prize table of a drawn issue for a play. */
export function drawMoney(
  seed: number,
  issueNo: string,
  playType: LotteryPlayType,
  outcomes: readonly DrawOutcome[],
): DrawMoney {
  if (outcomes.length !== ISSUE_MATCH_COUNT) throw new Error('an issue has 14 outcomes');
  const random = createRandom(hashSeed(seed, 'lottery-money', issueNo, playType));
  const [low, high] = BETS[playType];
  const bets = random.int(low, high);
  const sales = bets * BET_YUAN;
  const pool = Math.floor(sales * RETURN_RATE);
  const shares = rightShares(seed, issueNo, outcomes);
  const e = symmetric(shares);
  if (playType === LOTTERY_PLAY_TYPE.pickNine) {
    // A pick-nine bet chooses 9 of the 14 matches; every choice is taken as equally likely.
    const winners = wholeCount(
      (bets * e[PICK_NINE]!) / binomial(ISSUE_MATCH_COUNT, PICK_NINE),
      random.next(),
    );
    return { sales, pool, prizes: [prizeLine(1, '一等奖', winners, pool)] };
  }
  const allRight = e[ISSUE_MATCH_COUNT]!;
  // Exactly 13 right: all right but one, which that bet got wrong.
  const oneWrong = shares.reduce((sum, q) => sum + (allRight / q) * (1 - q), 0);
  const first = wholeCount(bets * allRight, random.next());
  const second = wholeCount(bets * oneWrong, random.next());
  return {
    sales,
    pool,
    prizes: [
      prizeLine(1, '一等奖', first, pool * FIRST_SHARE),
      prizeLine(2, '二等奖', second, pool * (1 - FIRST_SHARE)),
    ],
  };
}
