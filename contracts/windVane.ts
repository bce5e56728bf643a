import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idInput, pageNoInput } from './inputs';
import { int32 } from './integers';
import { planMatchSchema } from './plans';

/**
 * 风向标 (wind vane, issue 35 §2; docs/decisions/wind-vane.md): members' match data built from the
 * bookmakers' 1X2 odds — the probabilities the odds imply (the margin taken out), how they moved
 * since the books opened ("where the money moves": a side whose chance rose is a side the money
 * went to), and each book's changes over time. Members (any VIP level now, a trial included) see
 * the figures; everyone else sees what there is and the way to join (`locked`).
 */

/** Home, draw, away: percentages with two decimals. */
const triple = z.tuple([z.number(), z.number(), z.number()]);
export type Triple = z.infer<typeof triple>;

export const WIND_VANE_PAGE_SIZE = 20;

/** Which side the money moved to: 0 home, 1 draw, 2 away (the largest rise); null when none rose. */
export const WIND_SIDES = ['主胜', '平局', '客胜'] as const;

export const windVaneCardSchema = z.object({
  match: planMatchSchema,
  /** Books pricing it (each a wind mark). */
  books: int32(),
  /** The figures, or null for a visitor who is not a member. */
  opening: z.nullable(triple),
  now: z.nullable(triple),
  /** now − opening, percentage points. */
  flow: z.nullable(triple),
  lead: z.nullable(int32()),
});
export type WindVaneCard = z.infer<typeof windVaneCardSchema>;

/** GET /api/windVane/list {pageNo}: football matches in play or to come with odds, live first. */
export const windVaneList = defineEndpoint({
  method: 'GET',
  path: '/api/windVane/list',
  access: 'anyone',
  input: z.object({ pageNo: z._default(pageNoInput, 1) }),
  output: z.object({
    /** The caller may see the figures. */
    member: z.boolean(),
    list: z.array(windVaneCardSchema),
    pageNo: int32(),
    hasMore: z.boolean(),
  }),
});

export const windBookSchema = z.object({
  /** The book's odds row: the probability-change page's id. */
  windMarkId: int32(),
  name: z.string(),
  openingOdds: triple,
  currentOdds: triple,
  opening: triple,
  now: triple,
  /** How often its odds moved. */
  changes: int32(),
});
export type WindBook = z.infer<typeof windBookSchema>;

/** One moment of a series: ms since the epoch, and the three percentages. */
export const windPointSchema = z.object({ t: z.number(), p: triple });
export type WindPoint = z.infer<typeof windPointSchema>;

/** GET /api/windVane/match/{matchId}: the match's consensus over time, its flow, every book. */
export const windVaneMatch = defineEndpoint({
  method: 'GET',
  path: '/api/windVane/match/{matchId}',
  access: 'anyone',
  input: z.object({ matchId: idInput }),
  output: z.object({
    member: z.boolean(),
    card: windVaneCardSchema,
    /** The consensus (the books' mean) after every move, oldest first; empty when locked. */
    series: z.array(windPointSchema),
    /** How many books' chance of each side rose since they opened; null when locked. */
    toward: z.nullable(triple),
    /** Every book; empty when locked. */
    books: z.array(windBookSchema),
  }),
});

/** GET /api/windVane/change/{windMarkId}: one book's odds and probabilities after every move. */
export const windVaneChange = defineEndpoint({
  method: 'GET',
  path: '/api/windVane/change/{windMarkId}',
  access: 'anyone',
  input: z.object({ windMarkId: idInput }),
  output: z.object({
    member: z.boolean(),
    match: planMatchSchema,
    book: z.string(),
    /** Oldest first; empty when locked. */
    points: z.array(
      z.object({
        t: z.number(),
        odds: triple,
        p: triple,
        /** 即 before kick-off, else the minute and score (67' 1-0). */
        state: z.string(),
      }),
    ),
  }),
});

export const WIND_VANE_REFUSAL_CODES = { notFound: 'wind_mark_not_found' } as const;
