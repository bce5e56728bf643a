// Pins the players' profiles as world data (server/domain/sport/playerProfiles.ts): the same player
// gets the same profile every time, every player of the generated world has a believable age for
// his position (18–37 on the season's first day), height and weight for his sport and position, a
// nationality that fits his league and name, and a preferred foot only in football.
import { describe, expect, it } from 'vitest';
import { LEAGUES } from '../../../../../server/domain/sport/catalogue';
import { nameStyleOf } from '../../../../../server/domain/sport/names';
import {
  isWomensLeague,
  playerProfile,
  type ProfileLeague,
} from '../../../../../server/domain/sport/playerProfiles';
import { ageOn, seasonStart } from '../../../../../server/domain/sport/seasonDates';
import { buildWorld } from '../../../../../server/domain/sport/world';
import { SPORT } from '../../../../../domain/sport';

const world = buildWorld(2026);
const leagueOf = (leagueId: number): ProfileLeague => {
  const l = LEAGUES.find((x) => x.id === leagueId)!;
  return { id: l.id, sport: l.sport, country: l.country, season: l.season };
};
const all = world.players.map((p) => {
  const league = leagueOf(world.teamsById.get(p.teamId)!.leagueId);
  return { p, league, profile: playerProfile(p, league) };
});

describe('a profile', () => {
  it('is the same for the same player, and differs between players', () => {
    const [a, b] = all;
    expect(playerProfile(a!.p, a!.league)).toEqual(a!.profile);
    expect(a!.profile).not.toEqual(b!.profile);
    expect(new Set(all.map((x) => x.profile.birthDate)).size).toBeGreaterThan(all.length / 3);
  });

  it('gives every player an age from 18 to 37 on his season’s first day, keepers lasting longest', () => {
    const ages = all.map(({ league, profile }) =>
      ageOn(profile.birthDate, seasonStart({ leagueId: league.id, season: league.season })),
    );
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...ages)).toBeLessThanOrEqual(37);
    const mean = ages.reduce((s, a) => s + a, 0) / ages.length;
    expect(mean).toBeGreaterThan(24);
    expect(mean).toBeLessThan(29);
    const keepers = all.flatMap((x, i) =>
      x.league.sport === SPORT.football && x.p.position === 'G' ? [ages[i]!] : [],
    );
    expect(Math.max(...keepers)).toBeGreaterThan(33);
  });

  it('fits height and weight to the sport and the position', () => {
    const unfit = all.filter(({ p, league, profile }) => {
      const bmi = profile.weightKg / (profile.heightCm / 100) ** 2;
      const [low, high] =
        league.sport === SPORT.football
          ? [p.position === 'G' ? 183 : 165, 198]
          : isWomensLeague(league.id)
            ? [168, 201]
            : [p.position === 'C' ? 205 : 183, 218];
      return bmi <= 20 || bmi >= 27 || profile.heightCm < low || profile.heightCm > high;
    });
    expect(unfit).toEqual([]);
  });

  it('makes Chinese, Japanese and Korean names their league’s nationals, and most others too', () => {
    expect(
      all.filter(
        ({ league, profile }) =>
          nameStyleOf(league.country) !== 'foreign' && profile.nationality !== league.country,
      ),
    ).toEqual([]);
    const english = all.filter((x) => x.league.id === 36);
    const home = english.filter((x) => x.profile.nationality === '英格兰').length;
    expect(home / english.length).toBeGreaterThan(0.5);
    expect(home / english.length).toBeLessThan(0.8);
  });

  it('gives a preferred foot to footballers only, most of them right-footed', () => {
    const football = all.filter((x) => x.league.sport === SPORT.football);
    const right = football.filter((x) => x.profile.preferredFoot === '右脚').length;
    expect(right / football.length).toBeGreaterThan(0.6);
    expect(
      football.filter((x) => !['右脚', '左脚', '双脚'].includes(x.profile.preferredFoot ?? '')),
    ).toEqual([]);
    expect(
      all.filter((x) => x.league.sport === SPORT.basketball && x.profile.preferredFoot !== null),
    ).toEqual([]);
  });
});
