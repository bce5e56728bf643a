import { AWARD_KIND, RAIN_PACKETS, type AwardKind } from '../../../contracts/redPacket';
import { createRandom, hashSeed } from '../../domain/random';

/** Packets that fall in a rain: more reported counts as this many. */
export const MAX_COUNTED_HITS = RAIN_PACKETS;
/** A fan who catches this many always wins something: effort is rewarded. */
export const SURE_WIN_HITS = 15;

export interface DrawnAward {
  kind: AwardKind;
  /** Coins credited (kind 3) or the ticket's worth in coins (kinds 1 and 2), in fen. */
  fen: number;
  /** The least a purchase must cost for an amount-off ticket, in fen (0 = any). */
  conditionFen: number;
  title: string;
}

const yuan = (fen: number) => `${fen / 100}`;

/** An amount-off ticket applies to purchases of at least this many times its worth. */
export const AMOUNT_OFF_CONDITION_FACTOR = 4;
/** A free ticket covers a purchase up to this price, in fen. */
export const FREE_TICKET_FEN = 3800;

/** What the fan won, in Chinese. */
export function awardTitle(kind: AwardKind, fen: number): string {
  switch (kind) {
    case AWARD_KIND.coins:
      return `${yuan(fen)}金币`;
    case AWARD_KIND.amountOff:
      return `${yuan(fen)}金币抵扣券（满${yuan(fen * AMOUNT_OFF_CONDITION_FACTOR)}金币可用）`;
    case AWARD_KIND.freeTicket:
      return `免单券（${yuan(fen)}金币以内的方案免费看）`;
    default:
      return '很遗憾，这个红包是空的';
  }
}

/**
 * The award of a fan's rain: empty, a free ticket, an amount-off ticket or coins (product-spec §4).
 * Every packet caught makes an empty award less likely, and from SURE_WIN_HITS none; more packets
 * also mean more coins. The draw is fixed by the round and the fan (seeded), so a retried click
 * draws the same.
 */
export function drawAward(input: {
  seed: number;
  roundId: number;
  userId: number;
  hits: number;
}): DrawnAward {
  const rng = createRandom(hashSeed(input.seed, 'red-packet', input.roundId, input.userId));
  const hits = Math.max(0, Math.min(MAX_COUNTED_HITS, Math.floor(input.hits)));
  const emptyChance = Math.max(0.1, 0.45 - 0.02 * hits);
  const award = (kind: AwardKind, fen: number, conditionFen = 0): DrawnAward => ({
    kind,
    fen,
    conditionFen,
    title: awardTitle(kind, fen),
  });
  const empty = rng.next() < emptyChance;
  if (hits === 0 || (empty && hits < SURE_WIN_HITS)) return award(AWARD_KIND.empty, 0);
  const roll = rng.next();
  if (roll < 0.1) return award(AWARD_KIND.freeTicket, FREE_TICKET_FEN);
  if (roll < 0.45) {
    const fen = rng.pick([200, 500, 800]);
    return award(AWARD_KIND.amountOff, fen, fen * AMOUNT_OFF_CONDITION_FACTOR);
  }
  const coins = 1 + Math.floor(rng.next() * 5) + Math.floor(hits / 10);
  return award(AWARD_KIND.coins, coins * 100);
}
