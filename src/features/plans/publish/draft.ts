import type { PublishGame, PublishOptions } from '@contracts/plans';
import type { PublishInput } from './api';
import { draftProblem, type PickDraft } from './rules';

/** What the expert has entered, whatever the server offers now. */
export interface RawDraft {
  matchId: number | null;
  picks: readonly PickDraft[];
  title: string;
  summary: string;
  /** The chip tapped; null until one is. */
  price: number | null;
  refundIfLost: boolean;
}

export const EMPTY_DRAFT: RawDraft = {
  matchId: null,
  picks: [],
  title: '',
  summary: '',
  price: null,
  refundIfLost: false,
};

export type MatchOffer = PublishOptions['matches'][number];

/** The draft read against the options: what would be sent, and the first thing in the way. */
export interface ResolvedDraft {
  offer: MatchOffer | null;
  /** The picks on games the match still offers, each with the game's odds now. */
  picks: Array<PickDraft & { game: PublishGame }>;
  price: number | null;
  refundIfLost: boolean;
  dailyLimitReached: boolean;
  problem: string | null;
  /** The request without its requestId, or null while there is a problem. */
  input: Omit<PublishInput, 'requestId'> | null;
}

/**
 * Reads the draft against the options of the moment: a match that closed or got published meanwhile
 * (a refresh) is no longer picked, a game without odds now drops out, the only price of a
 * laboratory expert (free) is taken without a tap, and 不中退款 holds only for a paid plan.
 */
export function resolveDraft(draft: RawDraft, options: PublishOptions): ResolvedDraft {
  const offer =
    options.matches.find((m) => m.match.matchId === draft.matchId && !m.published) ?? null;
  const picks = offer
    ? draft.picks.flatMap((pick) => {
        const game = offer.games.find((g) => g.gameId === pick.gameId);
        return game ? [{ ...pick, game }] : [];
      })
    : [];
  const price =
    draft.price !== null && options.prices.includes(draft.price)
      ? draft.price
      : options.prices.length === 1
        ? (options.prices[0] ?? null)
        : null;
  const refundIfLost = draft.refundIfLost && price !== null && price > 0;
  const dailyLimitReached = options.todayCount >= options.dailyLimit;
  const problem = draftProblem(
    { ...draft, matchId: offer?.match.matchId ?? null, picks, price },
    dailyLimitReached,
  );
  const input =
    problem === null && offer && price !== null
      ? {
          matchId: offer.match.matchId,
          picks: picks.map((p) => ({ gameId: p.gameId, options: [...p.options] })),
          title: draft.title.trim(),
          summary: draft.summary.trim(),
          price,
          refundIfLost,
        }
      : null;
  return { offer, picks, price, refundIfLost, dailyLimitReached, problem, input };
}
