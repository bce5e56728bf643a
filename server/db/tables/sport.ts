import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Leagues, teams, players, matches and what happens in them (issue 3 §2–§4).
// Ids are given by the seed (deterministic from SIM_SEED), not by sequences, so a reseed with the
// same seed yields the same ids a client may have cached.

export const leagues = pgTable('leagues', {
  id: integer('id').primaryKey(),
  /** Race type: 1 football, 2 basketball. */
  sport: smallint('sport').notNull(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  country: text('country').notNull(),
  color: text('color').notNull(),
  /** league or cup: cups have no standings table of their own. */
  kind: text('kind').notNull().default('league'),
  season: text('season').notNull(),
  /** Quarter length in minutes (basketball); null for football. */
  quarterMinutes: smallint('quarter_minutes'),
});

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    sport: smallint('sport').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    logo: text('logo'),
    coach: text('coach'),
  },
  (t) => [index('teams_league_idx').on(t.leagueId)],
);

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    name: text('name').notNull(),
    shirtNumber: smallint('shirt_number').notNull(),
    /** Football G/D/M/F, basketball G/F/C. */
    position: text('position').notNull(),
    /** Order within the team's depth chart: the first 11 (football) or 5 (basketball) start. */
    depth: smallint('depth').notNull(),
  },
  (t) => [index('players_team_idx').on(t.teamId)],
);

export const standings = pgTable(
  'standings',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    rank: smallint('rank').notNull(),
    played: smallint('played').notNull(),
    won: smallint('won').notNull(),
    drawn: smallint('drawn').notNull(),
    lost: smallint('lost').notNull(),
    goalsFor: smallint('goals_for').notNull(),
    goalsAgainst: smallint('goals_against').notNull(),
    points: smallint('points').notNull(),
    homeWon: smallint('home_won').notNull().default(0),
    awayWon: smallint('away_won').notNull().default(0),
  },
  (t) => [uniqueIndex('standings_key').on(t.leagueId, t.teamId)],
);

export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey(),
    qtMatchId: integer('qt_match_id').notNull(),
    sport: smallint('sport').notNull(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    matchTime: timestamp('match_time', { withTimezone: true }).notNull(),
    round: text('round'),
    /**
     * The season it belongs to ("2026-2027"). A league's table counts only matches of the league's
     * current season (leagues.season): older meetings stay for head-to-head, not for the table.
     */
    season: text('season').notNull().default(''),
    /** Seed of this match's script: the simulator replays the same match after a restart. */
    scriptSeed: integer('script_seed').notNull(),
    /** Status codes exactly as product-spec §4 (football 0,1,11–14,2,3,7,8; basketball -5…12, 50). */
    status: smallint('status').notNull().default(0),
    /** The live minute as shown ("45+2", "67"); for basketball the quarter clock left ("07:32"). */
    minute: text('minute'),
    homeScore: smallint('home_score').notNull().default(0),
    awayScore: smallint('away_score').notNull().default(0),
    homeHalfScore: smallint('home_half_score'),
    awayHalfScore: smallint('away_half_score'),
    /** Penalty shoot-out result after a drawn extra time (cup ties); null when there was none. */
    homePenaltyScore: smallint('home_penalty_score'),
    awayPenaltyScore: smallint('away_penalty_score'),
    homeRed: smallint('home_red').notNull().default(0),
    awayRed: smallint('away_red').notNull().default(0),
    homeYellow: smallint('home_yellow').notNull().default(0),
    awayYellow: smallint('away_yellow').notNull().default(0),
    homeCorner: smallint('home_corner').notNull().default(0),
    awayCorner: smallint('away_corner').notNull().default(0),
    /** Basketball points by period, [[home, away], …]. */
    periodScores: jsonb('period_scores')
      .$type<Array<[number, number]>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Game tabs this match is offered in (401, 405, 407 football; 406 basketball). */
    gameTabs: jsonb('game_tabs')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Lottery number as printed on the slip, e.g. 周一001; null when not on a lottery. */
    lotteryNo: text('lottery_no'),
    homeFormation: text('home_formation'),
    awayFormation: text('away_formation'),
    /** Back-to-back (NBA/WNBA): 0 none, 2 second of two days running, 3 third in three days. */
    backToBack: smallint('back_to_back').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    isVideo: boolean('is_video').notNull().default(false),
    isCartoon: boolean('is_cartoon').notNull().default(false),
    /** 1 when the match's red packet is active. */
    redStatus: smallint('red_status').notNull().default(0),
    /** Goal count → goal time (ms), the red-packet pointJson. */
    pointJson: jsonb('point_json')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped by every write of the match's live state. Clients order live data by it, never by
     * `updatedAt`: seeded rows carry the database's wall clock while the simulator writes simulated
     * time, so times from the two cannot be compared (issue 16 item 1).
     */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('matches_time_idx').on(t.sport, t.matchTime),
    index('matches_status_idx').on(t.sport, t.status),
    index('matches_home_idx').on(t.homeTeamId, t.matchTime),
    index('matches_away_idx').on(t.awayTeamId, t.matchTime),
  ],
);

export const matchEvents = pgTable(
  'match_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    /** goal, own_goal, penalty, penalty_missed, yellow, second_yellow, red, substitution, corner, period. */
    kind: text('kind').notNull(),
    /** 1 home, 2 away, 0 neither. */
    side: smallint('side').notNull(),
    minute: smallint('minute').notNull(),
    /** Stoppage minutes after 45 or 90 ("45+2" is minute 45, extra 2). */
    extraMinute: smallint('extra_minute').notNull().default(0),
    second: smallint('second').notNull().default(0),
    player: text('player'),
    /** A substitution's player coming off, an assist, the score after a goal … */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** When it happened in server time; clients catch up with "since". */
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('match_events_match_idx').on(t.matchId, t.happenedAt),
    index('match_events_time_idx').on(t.happenedAt),
  ],
);

/** Text commentary, one line per moment worth telling. */
export const matchTexts = pgTable(
  'match_texts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    minute: text('minute').notNull(),
    content: text('content').notNull(),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('match_texts_match_idx').on(t.matchId, t.happenedAt)],
);
