import { describe, expect, it } from 'vitest';
import type { DrawOutcome } from '../../../../contracts/lottery';
import { drawMoney, rightShares } from '../../../../server/features/lottery/prizes';

// The simulated money of a drawn issue (docs/decisions/fourteen-match.md "Prizes"): deterministic
// from the seed and the issue, 64 % of sales paid out, first and second prize for fourteen-match
// (70/30), one prize for pick-nine, winners fewer as the draw surprises more.

const SEED = 2026;
const DRAW: DrawOutcome[] = ['3', '1', '0', '3', '3', '1', '0', '3', '3', '1', '3', '0', '3', '3'];

describe('the prize money', () => {
  it('is the same for the same seed and issue, and another for another', () => {
    expect(drawMoney(SEED, '26163', 1, DRAW)).toEqual(drawMoney(SEED, '26163', 1, DRAW));
    expect(drawMoney(SEED, '26163', 1, DRAW)).not.toEqual(drawMoney(SEED, '26164', 1, DRAW));
    expect(drawMoney(SEED, '26163', 1, DRAW)).not.toEqual(drawMoney(SEED + 1, '26163', 1, DRAW));
  });

  it('pays 64 % of sales in 2-yuan bets, first 70 % and second 30 % for fourteen-match', () => {
    for (const issueNo of ['26001', '26090', '26163', '27005']) {
      const money = drawMoney(SEED, issueNo, 1, DRAW);
      expect(money.sales % 2).toBe(0);
      expect(money.sales).toBeGreaterThanOrEqual(12_000_000);
      expect(money.sales).toBeLessThanOrEqual(30_000_000);
      expect(money.pool).toBe(Math.floor(money.sales * 0.64));
      expect(money.prizes.map((p) => [p.level, p.name])).toEqual([
        [1, '一等奖'],
        [2, '二等奖'],
      ]);
      const [first, second] = money.prizes;
      for (const [prize, share] of [
        [first!, 0.7],
        [second!, 0.3],
      ] as const) {
        if (prize.count === 0) expect(prize.amount).toBe(0);
        else
          expect(prize.amount).toBe(
            Math.min(5_000_000, Math.floor((money.pool * share) / prize.count)),
          );
      }
      expect(second!.count).toBeGreaterThanOrEqual(first!.count);
    }
  });

  it('has one prize for pick-nine, with more winners than fourteen-match’s first', () => {
    const nine = drawMoney(SEED, '26163', 2, DRAW);
    const fourteen = drawMoney(SEED, '26163', 1, DRAW);
    expect(nine.prizes).toHaveLength(1);
    expect(nine.prizes[0]?.level).toBe(1);
    expect(nine.prizes[0]!.count).toBeGreaterThan(fourteen.prizes[0]!.count);
  });

  it('counts a called-off match right for every bet, so more win', () => {
    const shares = rightShares(SEED, '26163', DRAW);
    for (const q of shares) expect(q).toBeGreaterThan(0.05);
    for (const q of shares) expect(q).toBeLessThan(1);
    const calledOff = DRAW.map((o, i) => (i < 4 ? '*' : o));
    expect(rightShares(SEED, '26163', calledOff).slice(0, 4)).toEqual([1, 1, 1, 1]);
    const sum = (outcomes: DrawOutcome[]) => {
      let total = 0;
      for (let i = 1; i <= 60; i++)
        total += drawMoney(SEED, `26${String(i).padStart(3, '0')}`, 1, outcomes).prizes[0]!.count;
      return total;
    };
    expect(sum(calledOff)).toBeGreaterThan(sum(DRAW));
  });

  it('pays fewer winners when the draw is full of away wins, the least picked', () => {
    const upsets: DrawOutcome[] = DRAW.map(() => '0');
    const homes: DrawOutcome[] = DRAW.map(() => '3');
    let upsetWinners = 0;
    let homeWinners = 0;
    for (let i = 1; i <= 60; i++) {
      const issueNo = `26${String(i).padStart(3, '0')}`;
      upsetWinners += drawMoney(SEED, issueNo, 2, upsets).prizes[0]!.count;
      homeWinners += drawMoney(SEED, issueNo, 2, homes).prizes[0]!.count;
    }
    expect(upsetWinners).toBeLessThan(homeWinners);
  });

  it('refuses a draw that is not 14 outcomes', () => {
    expect(() => drawMoney(SEED, '26163', 1, DRAW.slice(1))).toThrow();
  });
});
