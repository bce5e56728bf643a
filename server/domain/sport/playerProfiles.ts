import { createRandom, hashSeed, type Random } from '../random';
import { nameStyleOf } from './names';
import { addDays, seasonStart } from './seasonDates';
import { SPORT } from '../../../domain/sport';

/**
 * A player's profile as world data (issue 36 §1; docs/decisions/data-library.md "Players"): birth
 * date, height, weight, nationality and preferred foot. Facts, not statistics: drawn once from the
 * player's id and name, which SIM_SEED made (world.ts) — the gateway's handlers do not hold the seed,
 * and a player's id and name are the same for the same seed — so a profile never changes between
 * calls, restarts or instances.
 */

export interface ProfilePlayer {
  id: number;
  name: string;
  /** Football G/D/M/F, basketball G/F/C. */
  position: string;
}

/** The league the player's club plays in, as the profile needs it. */
export interface ProfileLeague {
  id: number;
  sport: number;
  country: string;
  season: string;
}

export type PreferredFoot = '右脚' | '左脚' | '双脚';

export interface PlayerProfile {
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  heightCm: number;
  weightKg: number;
  nationality: string;
  /** Football only; null for basketball. */
  preferredFoot: PreferredFoot | null;
}

/** The WNBA, as the feeds number it: its players' builds and moves are the women's game's. */
const WOMENS_LEAGUES: ReadonlySet<number> = new Set([2]);

export function isWomensLeague(leagueId: number): boolean {
  return WOMENS_LEAGUES.has(leagueId);
}

type Range = readonly [number, number];

/** Ages on the first day of the current season, by position: keepers last longest. */
const AGES: Record<string, Record<string, Range>> = {
  football: { G: [19, 37], D: [19, 34], M: [18, 34], F: [18, 35] },
  basketball: { G: [19, 36], F: [19, 35], C: [20, 35] },
};

/** Heights in cm by position (men's football, men's and women's basketball). */
const HEIGHTS: Record<string, Record<string, Range>> = {
  football: { G: [186, 198], D: [178, 194], M: [168, 186], F: [170, 192] },
  basketball: { G: [185, 198], F: [198, 208], C: [206, 218] },
  womens: { G: [168, 183], F: [180, 191], C: [188, 201] },
};

/** Body-mass index ranges: weight = BMI × height². */
const BMI: Record<string, Range> = {
  football: [21.5, 24.5],
  keeper: [22.5, 25],
  basketball: [23, 26.5],
  womens: [20.5, 23.5],
};

/** Football nations a foreign player of a league comes from (not its own country). */
const FOOTBALL_NATIONS = [
  '巴西',
  '阿根廷',
  '法国',
  '西班牙',
  '葡萄牙',
  '荷兰',
  '比利时',
  '德国',
  '意大利',
  '英格兰',
  '苏格兰',
  '威尔士',
  '爱尔兰',
  '克罗地亚',
  '塞尔维亚',
  '丹麦',
  '瑞典',
  '挪威',
  '瑞士',
  '奥地利',
  '波兰',
  '乌拉圭',
  '哥伦比亚',
  '墨西哥',
  '美国',
  '塞内加尔',
  '科特迪瓦',
  '尼日利亚',
  '加纳',
  '喀麦隆',
  '摩洛哥',
  '阿尔及利亚',
] as const;

const BASKETBALL_NATIONS = [
  '加拿大',
  '法国',
  '塞尔维亚',
  '澳大利亚',
  '德国',
  '西班牙',
  '希腊',
  '斯洛文尼亚',
  '立陶宛',
  '克罗地亚',
  '土耳其',
  '拉脱维亚',
  '喀麦隆',
  '尼日利亚',
] as const;

const WOMENS_BASKETBALL_NATIONS = ['澳大利亚', '加拿大', '西班牙', '法国', '比利时', '英格兰'];

/** The EuroLeague's clubs play in these countries; Americans are its usual imports. */
const EUROPEAN_BASKETBALL_NATIONS = [
  '西班牙',
  '塞尔维亚',
  '希腊',
  '土耳其',
  '法国',
  '立陶宛',
  '意大利',
  '以色列',
  '德国',
  '斯洛文尼亚',
  '克罗地亚',
  '黑山',
] as const;

/** An integer peaked in the middle of the range (the mean of two draws), its ends still possible. */
function peaked(rng: Random, [min, max]: Range): number {
  return Math.round((rng.int(min, max) + rng.int(min, max)) / 2);
}

function nationalityOf(rng: Random, league: ProfileLeague): string {
  // A name in the Chinese, Japanese or Korean style is the league's own country's (names.ts).
  if (nameStyleOf(league.country) !== 'foreign') return league.country;
  if (league.sport === SPORT.basketball) {
    if (league.country === '欧洲')
      return rng.chance(0.3) ? '美国' : rng.pick(EUROPEAN_BASKETBALL_NATIONS);
    if (isWomensLeague(league.id))
      return rng.chance(0.85) ? league.country : rng.pick(WOMENS_BASKETBALL_NATIONS);
    const abroad = BASKETBALL_NATIONS.filter((n) => n !== league.country);
    return rng.chance(0.75) ? league.country : rng.pick(abroad);
  }
  const abroad = FOOTBALL_NATIONS.filter((n) => n !== league.country);
  if (league.country === '欧洲') return rng.pick(abroad);
  return rng.chance(0.65) ? league.country : rng.pick(abroad);
}

function footOf(rng: Random): PreferredFoot {
  const roll = rng.next();
  return roll < 0.72 ? '右脚' : roll < 0.95 ? '左脚' : '双脚';
}

export function playerProfile(player: ProfilePlayer, league: ProfileLeague): PlayerProfile {
  const rng = createRandom(hashSeed('player-profile', player.id, player.name));
  const football = league.sport !== SPORT.basketball;
  const kind = football ? 'football' : isWomensLeague(league.id) ? 'womens' : 'basketball';
  const ages = AGES[football ? 'football' : 'basketball']!;
  const age = peaked(rng, ages[player.position] ?? [19, 34]);
  // Born within the year before the season's first day `age` years earlier: `age` on that day.
  const start = seasonStart({ leagueId: league.id, season: league.season });
  const anchor = `${Number(start.slice(0, 4)) - age}${start.slice(4)}`;
  const birthDate = addDays(anchor, -rng.int(1, 365));
  const heights = HEIGHTS[kind]!;
  // East Asian leagues' footballers run a little shorter, as their national averages do.
  const shorter = football && nameStyleOf(league.country) !== 'foreign' ? 3 : 0;
  const heightCm = peaked(rng, heights[player.position] ?? [175, 190]) - shorter;
  const [low, high] = football && player.position === 'G' ? BMI.keeper! : BMI[kind]!;
  const weightKg = Math.round(rng.decimal(low, high, 1) * (heightCm / 100) ** 2);
  return {
    birthDate,
    heightCm,
    weightKg,
    nationality: nationalityOf(rng, league),
    preferredFoot: football ? footOf(rng) : null,
  };
}
