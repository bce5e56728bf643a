import { z } from 'zod/mini';
import { defineGatewayCall } from '../gateway';
import { idInput } from '../inputs';
import { int32 } from '../integers';
import { formSchema, scheduleMatchSchema, seasonArg, teamBriefSchema } from './dataLibrary';

/**
 * A club's page of the data library (issue 36 §1; /data/team-data, /data/bk/league/team/{tab}):
 * who it is, its squad by position, its recent and next matches in every competition, and where it
 * stands in its league's season, total, at home and away. getBkTeamDetailMessage is the spec's;
 * getTeamDetailMessage its football twin.
 */

const int = int32();

/** How many finished and coming matches a team page lists. */
export const TEAM_RECENT_COUNT = 10;
export const TEAM_UPCOMING_COUNT = 5;

const placeSchema = z.nullable(
  z.object({
    rank: int,
    played: int,
    won: int,
    drawn: int,
    lost: int,
    goalsFor: int,
    goalsAgainst: int,
    points: int,
  }),
);

const teamDetailOutput = z.object({
  team: z.object({
    ...teamBriefSchema.shape,
    sport: int,
    coach: z.nullable(z.string()),
    leagueId: int,
    leagueName: z.string(),
    leagueShortName: z.string(),
    country: z.string(),
  }),
  season: z.string(),
  /** The squad by position, in the order the sport lists it (keepers first; guards first). */
  squad: z.array(
    z.object({
      position: z.string(),
      positionName: z.string(),
      players: z.array(
        z.object({ playerId: int, name: z.string(), shirtNumber: int, position: z.string() }),
      ),
    }),
  ),
  recent: z.array(scheduleMatchSchema),
  upcoming: z.array(scheduleMatchSchema),
  /** Its last five in the league season, newest first. */
  form: formSchema,
  ranking: z.object({ total: placeSchema, home: placeSchema, away: placeSchema }),
});

const teamArgs = z.looseObject({ teamId: idInput, seasonName: seasonArg });

/** getBkTeamDetailMessage {teamId, seasonName}: a basketball club's page. */
export const getBkTeamDetailMessage = defineGatewayCall(
  'getBkTeamDetailMessage',
  teamArgs,
  teamDetailOutput,
);
/** getTeamDetailMessage {teamId, seasonName}: a football club's page. */
export const getTeamDetailMessage = defineGatewayCall(
  'getTeamDetailMessage',
  teamArgs,
  teamDetailOutput,
);
