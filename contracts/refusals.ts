/**
 * Refusal codes any endpoint may answer, shared by the server (which sends them) and the app (which
 * acts on them): one spelling each (issue 33 §3). A feature's own codes live in its contract
 * (PLAN_REFUSAL_CODES, NOTE_REFUSAL_CODES…).
 */
export const COMMON_REFUSAL_CODES = {
  /** The call needs a logged-in fan (the app opens login). */
  noLogin: 'no_login',
  badRequest: 'bad_request',
  tooManyRequests: 'too_many_requests',
  /** A requestId (or idempotency key) sent again with different content. */
  requestReused: 'idempotency_conflict',
  /** A call about a match that does not exist (follow, the match centre). */
  matchNotFound: 'match_not_found',
  /** A call about a league that does not exist (an expert's league record, a league's ranking). */
  leagueNotFound: 'league_not_found',
  /** A gateway call about a team that does not exist (the data library, a match's analysis). */
  teamNotFound: 'team_not_found',
  /** A gateway call about a player that does not exist (the data library). */
  playerNotFound: 'player_not_found',
  /** A league's season the data library has no match of. */
  seasonNotFound: 'season_not_found',
  /** Odds a match does not have (of a type, of a bookmaker, a row of another match). */
  oddsNotFound: 'odds_not_found',
  /** A bookmaker that does not exist (a league's odds figures by bookmaker). */
  providerNotFound: 'provider_not_found',
  /**
   * A gateway call's arguments outside what it takes, beyond its schema (a game without draws, a
   * competition of the other sport); the gateway answers its schema's problems with it too.
   */
  badArgs: 'bad_args',
  /** Something asked for by a key that is unknown or gone (an SMS code, a captcha token). */
  notFound: 'not_found',
  /** An amount of money out of what the call takes (a top-up, a withdrawal, a transfer). */
  badAmount: 'bad_amount',
} as const;

/** A retried request that no longer matches the first (any idempotent call), as the fan reads it. */
export const REQUEST_REUSED = {
  status: 409,
  code: COMMON_REFUSAL_CODES.requestReused,
  msg: '重复的请求与之前的内容不同，请刷新后重试',
} as const;

/** A team asked for by id that does not exist, one refusal wherever a gateway call looks it up. */
export const TEAM_NOT_FOUND = {
  status: 404,
  code: COMMON_REFUSAL_CODES.teamNotFound,
  msg: '球队不存在',
} as const;

/** Odds asked for that the match does not have, one refusal wherever a gateway call looks them up. */
export const ODDS_NOT_FOUND = {
  status: 404,
  code: COMMON_REFUSAL_CODES.oddsNotFound,
  msg: '暂无该赔率数据',
} as const;
