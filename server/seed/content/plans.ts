import {
  BASKETBALL_GAME_IDS,
  FOOTBALL_GAME_IDS,
  formatInterpretation,
  type InterpretationGameId,
} from '../../../contracts/interpretation';
import type { interpretations, plans } from '../../db/schema';
import { createRandom, hashSeed, type Random } from '../../domain/random';
import { settlePlan, type FinalScore } from '../../features/plans';
import { buildSegments } from './picks';
import { analysisSummary, interpretationTitle, planTitle, type MatchNames } from './texts';
import { isFinishedStatus, SPORT } from '../../../domain/sport';
import { DAY_MS, formatBeijing, MINUTE_MS } from '../../../domain/time';

// Plans and interpretations on the matches of the matches table: several per hot match, some on the
// others, by experts of the match's ball type. Each match draws from its own random stream, so one
// match's content does not change when another match is added.

export type PlanRow = typeof plans.$inferInsert;
export type InterpretationRow = typeof interpretations.$inferInsert;

export interface SeedMatch {
  id: number;
  sport: number;
  matchTime: Date;
  status: number;
  isHot: boolean;
  homeScore: number;
  awayScore: number;
  homeHalfScore: number | null;
  awayHalfScore: number | null;
  names: MatchNames;
  /** On a 胜负彩 issue's slip: its readings may be old-lottery ones (type 3). */
  onSlip: boolean;
}

export interface SeedExpert {
  id: number;
  qiuFlag: number;
  userLevel: number;
  /** The competitions (short names) the expert's bio names: the only ones it publishes on. */
  leagues: readonly string[];
}

/** Matches older than this get no content (the sport seed also writes meetings of past seasons). */
const OLDEST_DAYS = 30;
/** Within this many days before now, and ahead, matches get content at the full rate. */
const RECENT_DAYS = 3;
const PLAN_PRICES = [0, 1800, 1800, 2800, 2800, 3800, 3800, 5800];
const INTERPRETATION_PRICES = [0, 1800, 2800, 2800, 3800];

function finalScore(match: SeedMatch): FinalScore {
  return {
    home: match.homeScore,
    away: match.awayScore,
    homeHalf: match.homeHalfScore,
    awayHalf: match.awayHalfScore,
  };
}

/** Before kick-off and never after now: 30 minutes to a day and a half before the match. */
function publishedAt(random: Random, match: SeedMatch, now: Date): Date {
  const beforeKickOff = match.matchTime.getTime() - random.int(30, 36 * 60) * MINUTE_MS;
  const beforeNow = now.getTime() - random.int(5, 600) * MINUTE_MS;
  return new Date(Math.min(beforeKickOff, beforeNow));
}

/** Level-1 (laboratory) experts publish free; popular forecasters mostly sell. */
function price(random: Random, expert: SeedExpert, prices: readonly number[]): number {
  return expert.userLevel === 2 ? random.pick(prices) : 0;
}

function footballGames(match: SeedMatch): InterpretationGameId[] {
  const halfKnown = match.homeHalfScore !== null && match.awayHalfScore !== null;
  // A finished match without a half-time score could not settle a half/full pick.
  return FOOTBALL_GAME_IDS.filter(
    (id) => id !== 4074 || halfKnown || !isFinishedStatus(SPORT.football, match.status),
  );
}

export interface ContentRows {
  plans: PlanRow[];
  interpretations: InterpretationRow[];
}

export function buildMatchContent(
  seed: number,
  now: Date,
  matchList: readonly SeedMatch[],
  expertList: readonly SeedExpert[],
): ContentRows {
  const out: ContentRows = { plans: [], interpretations: [] };
  for (const match of matchList) {
    if (match.sport !== SPORT.football && match.sport !== SPORT.basketball) continue;
    const sport = match.sport;
    const pool = expertList.filter(
      (e) => e.qiuFlag === sport && e.leagues.includes(match.names.league),
    );
    if (pool.length === 0) continue;
    const age = now.getTime() - match.matchTime.getTime();
    if (age > OLDEST_DAYS * DAY_MS) continue;
    // Older history keeps a thinner trail of settled plans for the experts' pages.
    const recent = age <= RECENT_DAYS * DAY_MS;
    const random = createRandom(hashSeed(seed, 'content', match.id));
    const edge = { homeEdge: random.decimal(0.25, 0.68, 3) };
    const finished = isFinishedStatus(sport, match.status);
    const games = sport === SPORT.football ? footballGames(match) : [...BASKETBALL_GAME_IDS];

    const planChance = recent ? 0.35 : 0.12;
    const planCount = match.isHot
      ? random.int(3, 5)
      : random.chance(planChance)
        ? random.int(1, 2)
        : 0;
    for (const expert of random.shuffle(pool).slice(0, planCount)) {
      const segments = buildSegments(random, edge, { sport, games, maxSegments: 2 });
      const at = publishedAt(random, match, now);
      const priceFen = price(random, expert, PLAN_PRICES);
      out.plans.push({
        planNo: `${formatBeijing(at.getTime(), 'yyyyMMdd')}${String(out.plans.length + 1).padStart(6, '0')}`,
        expertId: expert.id,
        matchId: match.id,
        raceType: sport,
        title: planTitle(random, sport, match.names),
        summary: analysisSummary(random, sport, match.names),
        content: formatInterpretation(segments),
        priceFen,
        refundIfLost: priceFen > 0 && random.chance(0.2),
        lookCount: match.isHot ? random.int(300, 6000) : random.int(10, 900),
        publishedAt: at,
      });
    }

    // A match on a 胜负彩 slip draws the old lottery's readers: more readings, most of them type 3.
    const interChance = recent ? (match.onSlip ? 0.5 : 0.15) : 0.05;
    const interCount = match.isHot ? random.int(1, 2) : random.chance(interChance) ? 1 : 0;
    for (const expert of random.shuffle(pool).slice(0, interCount)) {
      // Old football lottery (fourteen-match) interpretations pick win/draw/lose only, and are
      // written on the matches of an issue's slip.
      const type = sport === SPORT.football && random.chance(0.6) && match.onSlip ? 3 : 0;
      const segments = buildSegments(random, edge, {
        sport,
        games: type === 3 ? [4071] : games,
        maxSegments: type === 3 ? 1 : 2,
      });
      out.interpretations.push({
        expertId: expert.id,
        matchId: match.id,
        type,
        title: interpretationTitle(random, match.names),
        summary: analysisSummary(random, sport, match.names),
        content: formatInterpretation(segments),
        priceFen: price(random, expert, INTERPRETATION_PRICES),
        result: finished ? settlePlan(segments, finalScore(match)).result : 0,
        lookCount: match.isHot ? random.int(200, 4000) : random.int(10, 600),
        publishedAt: publishedAt(random, match, now),
      });
    }
  }
  return out;
}
