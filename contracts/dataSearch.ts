import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { int32 } from './integers';

/**
 * The data library's search (issue 36 §1; product-spec §2 /data/search-page, §5 search history;
 * calls-errors-spec §7.2 /api/league/hotSearch; docs/decisions/data-library.md "Search"): leagues,
 * clubs and players of one sport together, and what fans look at most this week.
 */

const int = int32();

/** The data search keeps the 5 most recent words, a repeated one moved to the front (product-spec §5). */
export const DATA_SEARCH_HISTORY_SIZE = 5;
/** Hits of each kind a search answers. */
export const SEARCH_HIT_LIMIT = 10;
/** The longest word searched: a club or player name is far shorter. */
export const SEARCH_WORD_MAX = 20;

export const SearchMessages = {
  emptyWord: '请输入搜索内容',
  longWord: `搜索内容不能超过${SEARCH_WORD_MAX}个字`,
} as const;

/** ballType / qiuFlag: 1 football (default), 2 basketball. */
const ballTypeInput = z._default(
  z.pipe(
    z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]),
    z.transform((v) => Number(v) as 1 | 2),
  ),
  1,
);

/** A searched word, trimmed; empty words are not searched. */
export const searchWordInput = z.pipe(
  z.string(),
  z.pipe(
    z.transform((v: string) => v.trim()),
    z
      .string()
      .check(
        z.minLength(1, SearchMessages.emptyWord),
        z.maxLength(SEARCH_WORD_MAX, SearchMessages.longWord),
      ),
  ),
);

export const hotWordSchema = z.object({
  word: z.string(),
  kind: z.enum(['league', 'team']),
  /** The league's or the club's id. */
  id: int,
});
export type HotWord = z.infer<typeof hotWordSchema>;

/** GET /api/league/hotSearch {ballType}: the leagues and clubs fans follow most this week. */
export const leagueHotSearch = defineEndpoint({
  method: 'GET',
  path: '/api/league/hotSearch',
  access: 'anyone',
  input: z.object({ ballType: ballTypeInput }),
  output: z.object({ list: z.array(hotWordSchema) }),
});

export const searchHitsSchema = z.object({
  keyword: z.string(),
  leagues: z.array(
    z.object({
      leagueId: int,
      name: z.string(),
      shortName: z.string(),
      color: z.string(),
      country: z.string(),
    }),
  ),
  teams: z.array(
    z.object({ teamId: int, name: z.string(), leagueId: int, leagueShortName: z.string() }),
  ),
  players: z.array(
    z.object({
      playerId: int,
      name: z.string(),
      shirtNumber: int,
      position: z.string(),
      teamId: int,
      teamName: z.string(),
    }),
  ),
});
export type SearchHits = z.infer<typeof searchHitsSchema>;

/** GET /api/league/search {ballType, keyword}: leagues, clubs and players whose names hold the word. */
export const leagueSearch = defineEndpoint({
  method: 'GET',
  path: '/api/league/search',
  access: 'anyone',
  input: z.object({ ballType: ballTypeInput, keyword: searchWordInput }),
  output: searchHitsSchema,
});
