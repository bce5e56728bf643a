import { z } from 'zod/mini';
import { flagArg, idArg, pageSizeArg } from '../../../contracts/sportdata/args';
import { countArg } from '../analysis/args';

/** The calls that take only the match. Unknown keys (the client's session fields) are ignored. */
export const bkMatchArgs = z.object({ matchId: idArg });

/** getBkTeamBoutMatch, getBkTeamRecentMatch: `number` games (10, max 50); isHomeAway see docs. */
export const bkFormArgs = z.object({
  matchId: idArg,
  number: countArg(10, 50),
  isHomeAway: z._default(flagArg, false),
});

/** getBkTeamFutureMatch: up to `number` next games of each team (5, max 20). */
export const bkFutureArgs = z.object({ matchId: idArg, number: countArg(5, 20) });

/** getBkMatchTextLive: newest first, `pageSize` lines (100, max 100) older than `beforeId`. */
export const bkTextLiveArgs = z.object({
  matchId: idArg,
  beforeId: z.optional(idArg),
  pageSize: pageSizeArg(100),
});
