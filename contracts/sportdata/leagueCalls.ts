import { z } from 'zod/mini';
import { defineGatewayCall } from '../gateway';
import { idInput } from '../inputs';
import { int32, int32Input } from '../integers';
import { codeArg, dateArg, intArg, pageNoArg, pageSizeArg } from './args';
import {
  formSchema,
  leagueCardSchema,
  scheduleMatchSchema,
  seasonArg,
  teamBriefSchema,
} from './dataLibrary';

/**
 * The data library's countries, leagues, tables and schedules (issue 36 §1; calls-errors-spec §7.1;
 * docs/decisions/data-library.md). The spec names the basketball calls (getBk…); football's twins
 * the spec does not name (getCountryList, getLeagueList, getHotLeagueList, getLeagueDetailMessage)
 * answer the same shapes for football. Shared calls (queryLeagueSeasons, getLeagueRule,
 * getLeagueScoreFlag) serve both sports by the league's own.
 */

const int = int32();

/** Country list page size of product-spec §9: the whole list at once. */
export const COUNTRY_PAGE_SIZE = 1000;
/** League list page size of product-spec §9. */
export const LEAGUE_PAGE_SIZE = 30;
/** League schedule page size of product-spec §9. */
export const LEAGUE_MATCH_PAGE_SIZE = 20;
/** How many leagues the hot list shows. */
export const HOT_LEAGUE_COUNT = 8;
/** How many matches a league's hot list shows. */
export const LEAGUE_HOT_MATCH_COUNT = 10;

export const areaSchema = z.object({ areaCode: int, name: z.string() });

export const countrySchema = z.object({
  countryId: int,
  name: z.string(),
  areaCode: int,
  /** Competitions of this sport the world holds in the country. */
  leagueCount: int,
});

const countryListArgs = z.looseObject({
  areaCode: z.optional(intArg),
  pageNo: pageNoArg,
  pageSize: z._default(int32Input({ min: 1, max: COUNTRY_PAGE_SIZE }), COUNTRY_PAGE_SIZE),
});
const countryListOutput = z.object({
  areas: z.array(areaSchema),
  list: z.array(countrySchema),
  total: int,
});

/** getBkCountryList {areaCode, pageNo, pageSize 1000}: the areas, and the countries with basketball. */
export const getBkCountryList = defineGatewayCall(
  'getBkCountryList',
  countryListArgs,
  countryListOutput,
);
/** getCountryList: the same for football. */
export const getCountryList = defineGatewayCall(
  'getCountryList',
  countryListArgs,
  countryListOutput,
);

const leagueListArgs = z.looseObject({
  areaCode: z.optional(intArg),
  countryId: z.optional(idInput),
  /** 1 the top flights (default), 2 the tiers below, 0 all. */
  level: codeArg([0, 1, 2], 1),
  pageNo: pageNoArg,
  pageSize: pageSizeArg(LEAGUE_PAGE_SIZE),
  /** 0 by heat (default), 1 by name. */
  order: codeArg([0, 1], 0),
});
const leagueListOutput = z.object({ list: z.array(leagueCardSchema), total: int, pageNo: int });

/** getBkLeagueList {areaCode, countryId, level 1, pageNo, pageSize 30, order}. */
export const getBkLeagueList = defineGatewayCall(
  'getBkLeagueList',
  leagueListArgs,
  leagueListOutput,
);
/** getLeagueList: the same for football. */
export const getLeagueList = defineGatewayCall('getLeagueList', leagueListArgs, leagueListOutput);

const hotLeagueOutput = z.object({ list: z.array(leagueCardSchema) });
/** getBkHotLeagueList: the basketball leagues fans follow most this week. */
export const getBkHotLeagueList = defineGatewayCall(
  'getBkHotLeagueList',
  z.looseObject({}),
  hotLeagueOutput,
);
/** getHotLeagueList: the same for football. */
export const getHotLeagueList = defineGatewayCall(
  'getHotLeagueList',
  z.looseObject({}),
  hotLeagueOutput,
);

/** A zone of a league's table: who goes up, into Europe, to the play-offs or down. */
export const zoneSchema = z.object({ from: int, to: int, name: z.string(), color: z.string() });
export type Zone = z.infer<typeof zoneSchema>;

const leagueArgs = z.looseObject({ leagueId: idInput, seasonName: seasonArg });

const leagueDetailOutput = z.object({
  league: leagueCardSchema,
  season: z.string(),
  seasons: z.array(z.string()),
  current: z.boolean(),
  matchCount: int,
  finishedCount: int,
  /** The round being played (football leagues); null for cups and basketball. */
  currentRound: z.nullable(z.string()),
  /** Goals (football) or points (basketball) per finished game, two decimals. */
  scorePerGame: z.number(),
  /** Percentages of finished games, one decimal. */
  homeWinPct: z.number(),
  drawPct: z.number(),
  awayWinPct: z.number(),
  /** The table's first; null for a cup or before a game. */
  leader: z.nullable(teamBriefSchema),
});

/** getBkLeagueDetailMessage {leagueId, seasonName}: a league's season at a glance. */
export const getBkLeagueDetailMessage = defineGatewayCall(
  'getBkLeagueDetailMessage',
  leagueArgs,
  leagueDetailOutput,
);
/** getLeagueDetailMessage: the same for football. */
export const getLeagueDetailMessage = defineGatewayCall(
  'getLeagueDetailMessage',
  leagueArgs,
  leagueDetailOutput,
);

/** queryLeagueSeasons {leagueId}: the seasons the league has matches of, newest first. */
export const queryLeagueSeasons = defineGatewayCall(
  'queryLeagueSeasons',
  z.looseObject({ leagueId: idInput }),
  z.object({ list: z.array(z.string()), current: z.string() }),
);

/** getLeagueRule {leagueId}: how its table ranks, and its zones. */
export const getLeagueRule = defineGatewayCall(
  'getLeagueRule',
  z.looseObject({ leagueId: idInput }),
  z.object({ leagueId: int, text: z.string(), zones: z.array(zoneSchema) }),
);

/** getLeagueScoreFlag {leagueId, seasonName}: each club's zone by its place in the table now. */
export const getLeagueScoreFlag = defineGatewayCall(
  'getLeagueScoreFlag',
  leagueArgs,
  z.object({
    list: z.array(
      z.object({
        teamId: int,
        rank: int,
        zone: z.nullable(z.string()),
        color: z.nullable(z.string()),
      }),
    ),
  }),
);

/** Table scope: 0 total, 1 home games only, 2 away games only. */
export const TABLE_SCOPES = [0, 1, 2] as const;

const tableRowBase = {
  rank: int,
  team: teamBriefSchema,
  played: int,
  won: int,
  lost: int,
  form: formSchema,
  zone: z.nullable(z.string()),
  color: z.nullable(z.string()),
};

/** queryLeagueFootballTeamScore {leagueId, seasonName, type 0/1/2}: a football table. */
export const queryLeagueFootballTeamScore = defineGatewayCall(
  'queryLeagueFootballTeamScore',
  z.looseObject({ leagueId: idInput, seasonName: seasonArg, type: codeArg(TABLE_SCOPES, 0) }),
  z.object({
    season: z.string(),
    type: int,
    zones: z.array(zoneSchema),
    list: z.array(
      z.object({
        ...tableRowBase,
        drawn: int,
        goalsFor: int,
        goalsAgainst: int,
        goalDiff: int,
        points: int,
      }),
    ),
  }),
);

/** getBkTeamSeasonScoreRanking {leagueId, seasonName, homeAway 0/1/2}: a basketball table. */
export const getBkTeamSeasonScoreRanking = defineGatewayCall(
  'getBkTeamSeasonScoreRanking',
  z.looseObject({ leagueId: idInput, seasonName: seasonArg, homeAway: codeArg(TABLE_SCOPES, 0) }),
  z.object({
    season: z.string(),
    homeAway: int,
    zones: z.array(zoneSchema),
    list: z.array(
      z.object({
        ...tableRowBase,
        /** Win rate in percent, one decimal. */
        winPct: z.number(),
        pointsFor: z.number(),
        pointsAgainst: z.number(),
        /** Games behind the leader (0.5 steps). */
        gamesBehind: z.number(),
        /** The current run: 连胜3, 连败2, or '' before a game. */
        streak: z.string(),
      }),
    ),
  }),
);

const scheduleArgs = z.looseObject({
  leagueId: idInput,
  seasonName: seasonArg,
  /** A round as the schedule names it (第12轮). */
  round: z.optional(z.string().check(z.maxLength(20))),
  /** Cup group or stage; the world's cups have one stage. */
  group: z.optional(z.string().check(z.maxLength(20))),
  /** A Beijing date: the match day shown (basketball's default is today's or the next). */
  date: z.optional(dateArg),
  pageNo: pageNoArg,
  pageSize: pageSizeArg(LEAGUE_MATCH_PAGE_SIZE),
  /** Anchor of up/down paging: the first (up) or last (down) match id the fan sees. */
  first: z.optional(idInput),
  /** 1 the page before the anchor (earlier), 2 the page after it (later). */
  upOrDown: codeArg([1, 2], 2),
});
const scheduleOutput = z.object({
  season: z.string(),
  /** Every round of the season in order (football leagues); empty otherwise. */
  rounds: z.array(z.string()),
  round: z.nullable(z.string()),
  /** Every match day of the season (Beijing dates) in order. */
  dates: z.array(z.string()),
  date: z.nullable(z.string()),
  list: z.array(scheduleMatchSchema),
  hasEarlier: z.boolean(),
  hasLater: z.boolean(),
});

/** getLeagueMatchList: a football league's schedule by round (or date), 20 a page, up and down. */
export const getLeagueMatchList = defineGatewayCall(
  'getLeagueMatchList',
  scheduleArgs,
  scheduleOutput,
);
/** getBkLeagueMatchList {leagueId, seasonName, round, group, pageNo 1, pageSize 20, date, first, upOrDown}. */
export const getBkLeagueMatchList = defineGatewayCall(
  'getBkLeagueMatchList',
  scheduleArgs,
  scheduleOutput,
);

const hotMatchOutput = z.object({ list: z.array(scheduleMatchSchema) });
/** getLeagueHotMatchList {leagueId}: a football league's live and next matches, the most followed first. */
export const getLeagueHotMatchList = defineGatewayCall(
  'getLeagueHotMatchList',
  z.looseObject({ leagueId: idInput }),
  hotMatchOutput,
);
/** getBkLeagueHotMatchList {leagueId}: the same for basketball. */
export const getBkLeagueHotMatchList = defineGatewayCall(
  'getBkLeagueHotMatchList',
  z.looseObject({ leagueId: idInput }),
  hotMatchOutput,
);

/** getBkTodayGroupLeagueMatchList {date}: a day's basketball, grouped by league. */
export const getBkTodayGroupLeagueMatchList = defineGatewayCall(
  'getBkTodayGroupLeagueMatchList',
  z.looseObject({ date: z.optional(dateArg) }),
  z.object({
    date: z.string(),
    groups: z.array(
      z.object({
        leagueId: int,
        name: z.string(),
        shortName: z.string(),
        color: z.string(),
        list: z.array(scheduleMatchSchema),
      }),
    ),
  }),
);
