import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { pageNoInput } from './inputs';
import { int32 } from './integers';
import { tipExpertSchema } from './matchcenter';
import { planMatchSchema } from './plans';
import { searchWordInput } from './dataSearch';

/**
 * The home search (issue 37 §2; product-spec §2 home-search, /home-search/searchPage,
 * /home-search/content; §5 search history; docs/decisions/home-search.md): one word against the
 * matches of the days around today (by team or league name), the experts (nickname), the plans on
 * sale (title or match teams), the circles' posts the searcher may see (title or text) and the
 * leagues (name or short name), both sports together; and the hot words, computed from what fans
 * follow.
 */

const int = int32();

/** The home search keeps 6 words per key, a repeated word moved to the front (product-spec §5). */
export const HOME_SEARCH_HISTORY = 6;

/** What a search looks through; `all` answers a short preview of each kind. */
export const SEARCH_KINDS = ['match', 'expert', 'plan', 'post', 'league'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export type SearchScope = 'all' | SearchKind;

/** Hits of each kind in the `all` preview. */
export const SEARCH_PREVIEW_SIZE = 3;
/** Hits of one kind per page. */
export const SEARCH_PAGE_SIZE = 20;
/** Matches are searched from this many days before today to this many after (Beijing days). */
export const SEARCH_MATCH_DAYS = { before: 3, after: 7 } as const;

export const searchMatchSchema = planMatchSchema;
export type SearchMatch = z.infer<typeof searchMatchSchema>;

export const searchPlanSchema = z.object({
  id: int,
  title: z.string(),
  /** In coins; 0 is free. */
  price: z.number(),
  refundIfLost: z.boolean(),
  expertId: int,
  expertNickname: z.string(),
  match: planMatchSchema,
});
export type SearchPlan = z.infer<typeof searchPlanSchema>;

/** How much of a post's text a hit shows, around the word. */
export const SEARCH_POST_SNIPPET = 60;

export const searchPostSchema = z.object({
  /** The item's msgId: sns/detail/{id} opens it. */
  id: int,
  /** 1 post, 6 article, 9 topic, 10 news (contracts/social.ts FEED_KINDS). */
  kind: int,
  circleName: z.nullable(z.string()),
  /** Who wrote it: a member's or an expert's name, or the news desk's. */
  authorName: z.string(),
  /** Empty when the post has none. */
  title: z.string(),
  /** Plain text: up to SEARCH_POST_SNIPPET characters of the text, around the word when it is there. */
  snippet: z.string(),
  createdAt: z.number(),
  likeCount: int,
  replyCount: int,
});
export type SearchPost = z.infer<typeof searchPostSchema>;

export const searchLeagueSchema = z.object({
  leagueId: int,
  /** 1 football, 2 basketball: which league page opens. */
  sport: int,
  name: z.string(),
  shortName: z.string(),
  color: z.string(),
  country: z.string(),
});
export type SearchLeague = z.infer<typeof searchLeagueSchema>;

/** One kind's hits: a page of them, and whether more follow. */
function section<T extends z.ZodMiniType>(item: T) {
  return z.object({ list: z.array(item), hasMore: z.boolean() });
}

export const searchAnswerSchema = z.object({
  /** The word searched, trimmed. */
  words: z.string(),
  scope: z.enum(['all', ...SEARCH_KINDS]),
  pageNo: int,
  /** Only the asked kind is filled when the scope is one kind; the others are empty. */
  matches: section(searchMatchSchema),
  experts: section(tipExpertSchema),
  plans: section(searchPlanSchema),
  posts: section(searchPostSchema),
  leagues: section(searchLeagueSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/**
 * GET /api/search/home {words, scope?, pageNo?}: `all` (default) answers the first 3 of each kind;
 * one kind answers its page of 20. Words are trimmed, 1 to 20 characters, `%` and `_` literal.
 */
export const homeSearch = defineEndpoint({
  method: 'GET',
  path: '/api/search/home',
  access: 'anyone',
  input: z.object({
    words: searchWordInput,
    scope: z._default(z.enum(['all', ...SEARCH_KINDS]), 'all'),
    pageNo: z._default(pageNoInput, 1),
  }),
  output: searchAnswerSchema,
});

export const hotSearchWordSchema = z.object({
  word: z.string(),
  /** Why it is hot: a team of the most followed matches, a most-followed expert, a hot league. */
  kind: z.enum(['team', 'expert', 'league']),
});
export type HotSearchWord = z.infer<typeof hotSearchWordSchema>;

/** GET /api/search/hot: 热门搜索, words computed from what fans follow now. */
export const homeHotSearch = defineEndpoint({
  method: 'GET',
  path: '/api/search/hot',
  access: 'anyone',
  input: z.object({}),
  output: z.object({ list: z.array(hotSearchWordSchema) }),
});
