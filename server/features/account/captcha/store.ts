import { randomBytes } from 'node:crypto';
import {
  CAPTCHA_MAX_PUZZLES,
  CAPTCHA_MAX_TICKETS,
  CAPTCHA_MAX_TRIES,
  CAPTCHA_PUZZLE_TTL_MS,
  CAPTCHA_TICKET_TTL_MS,
  CAPTCHA_TOLERANCE_PX,
} from './settings';

export interface CaptchaAnswer {
  /** Left of the hole, px: the slider distance that solves the puzzle. */
  x: number;
  /** Top of the hole and the piece, px (sent to the client as Y). */
  y: number;
}

export type CheckOutcome =
  | { kind: 'pass'; ticket: string }
  | { kind: 'wrong'; triesLeft: number }
  /** The last allowed try failed too: the puzzle is spent. */
  | { kind: 'too_many' }
  /** Unknown, expired or already solved. */
  | { kind: 'expired' };

export interface CaptchaStoreOptions {
  /** Real time, not the simulated clock: these are security windows (docs/decisions/accounts.md). */
  now?: () => number;
  /** Token and ticket ids; 24 random bytes, base64url, unless a test gives its own. */
  newId?: () => string;
  tolerancePx?: number;
  maxTries?: number;
  puzzleTtlMs?: number;
  ticketTtlMs?: number;
  maxPuzzles?: number;
  maxTickets?: number;
}

interface Puzzle extends CaptchaAnswer {
  expiresAt: number;
  tries: number;
}

/**
 * Live puzzles and tickets, in memory. A restart forgets them, which only asks fans on screen at that
 * moment to drag once more; a table would cost a write per image for nothing durable.
 *
 * Entries of one map share one lifetime, so insertion order is expiry order: expired entries are
 * dropped from the front on every insert (amortised O(1)), and at the size cap the oldest goes first.
 */
export class CaptchaStore {
  readonly #puzzles = new Map<string, Puzzle>();
  readonly #tickets = new Map<string, number>();
  readonly #now: () => number;
  readonly #newId: () => string;
  readonly #opts: Required<Omit<CaptchaStoreOptions, 'now' | 'newId'>>;

  constructor(options: CaptchaStoreOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#newId = options.newId ?? (() => randomBytes(24).toString('base64url'));
    this.#opts = {
      tolerancePx: options.tolerancePx ?? CAPTCHA_TOLERANCE_PX,
      maxTries: options.maxTries ?? CAPTCHA_MAX_TRIES,
      puzzleTtlMs: options.puzzleTtlMs ?? CAPTCHA_PUZZLE_TTL_MS,
      ticketTtlMs: options.ticketTtlMs ?? CAPTCHA_TICKET_TTL_MS,
      maxPuzzles: options.maxPuzzles ?? CAPTCHA_MAX_PUZZLES,
      maxTickets: options.maxTickets ?? CAPTCHA_MAX_TICKETS,
    };
  }

  /** Remembers the answer of a new puzzle and returns its token. */
  add(answer: CaptchaAnswer): string {
    const now = this.#now();
    makeRoom(this.#puzzles, this.#opts.maxPuzzles, (p) => p.expiresAt <= now);
    const token = this.#newId();
    this.#puzzles.set(token, { ...answer, tries: 0, expiresAt: now + this.#opts.puzzleTtlMs });
    return token;
  }

  /** The answer of a live puzzle (development endpoint only). */
  answerOf(token: string): CaptchaAnswer | null {
    const puzzle = this.#live(token);
    return puzzle ? { x: puzzle.x, y: puzzle.y } : null;
  }

  /** Checks a drop. A pass spends the puzzle and issues a ticket; so does the last wrong try. */
  check(token: string, x: number): CheckOutcome {
    const puzzle = this.#live(token);
    if (!puzzle) return { kind: 'expired' };
    if (Math.abs(x - puzzle.x) <= this.#opts.tolerancePx) {
      this.#puzzles.delete(token);
      return { kind: 'pass', ticket: this.#issueTicket() };
    }
    puzzle.tries += 1;
    if (puzzle.tries >= this.#opts.maxTries) {
      this.#puzzles.delete(token);
      return { kind: 'too_many' };
    }
    return { kind: 'wrong', triesLeft: this.#opts.maxTries - puzzle.tries };
  }

  /** True once for a live ticket: it is spent by the check, whatever the caller does next. */
  spendTicket(ticket: string): boolean {
    const expiresAt = this.#tickets.get(ticket);
    if (expiresAt === undefined) return false;
    this.#tickets.delete(ticket);
    return expiresAt > this.#now();
  }

  get size(): { puzzles: number; tickets: number } {
    return { puzzles: this.#puzzles.size, tickets: this.#tickets.size };
  }

  #issueTicket(): string {
    const now = this.#now();
    makeRoom(this.#tickets, this.#opts.maxTickets, (expiresAt) => expiresAt <= now);
    const ticket = this.#newId();
    this.#tickets.set(ticket, now + this.#opts.ticketTtlMs);
    return ticket;
  }

  #live(token: string): Puzzle | null {
    const puzzle = this.#puzzles.get(token);
    if (!puzzle) return null;
    if (puzzle.expiresAt > this.#now()) return puzzle;
    this.#puzzles.delete(token);
    return null;
  }
}

/** Drops expired entries from the front, then the oldest while the map is full. */
function makeRoom<V>(map: Map<string, V>, cap: number, expired: (value: V) => boolean): void {
  for (const [key, value] of map) {
    if (!expired(value) && map.size < cap) break;
    map.delete(key);
  }
}
