// Pins the players' moves as world data (server/domain/sport/transfers.ts) over the whole generated
// world: the same player moves the same way every time; every move falls before the season it is
// for and none during the current one (the squads are fixed for it); the moves chain from a first
// club (青训 or 选秀) to his club of today; the career is one club a season from his first season;
// clubs stay within the sport, the women's league and the name's country; fees only on transfers.
// Each check gathers what breaks it over the ~5,000 players, so one failure names them all.
import { describe, expect, it } from 'vitest';
import { LEAGUES } from '../../../../../server/domain/sport/catalogue';
import { nameStyleOf } from '../../../../../server/domain/sport/names';
import { isWomensLeague, playerProfile } from '../../../../../server/domain/sport/playerProfiles';
import { ageOn, seasonBack, seasonStart } from '../../../../../server/domain/sport/seasonDates';
import { playerMoves, type WorldClub } from '../../../../../server/domain/sport/transfers';
import { buildWorld } from '../../../../../server/domain/sport/world';
import { SPORT } from '../../../../../domain/sport';

const world = buildWorld(2026);
const leagueSpec = (id: number) => LEAGUES.find((l) => l.id === id)!;
const clubs: WorldClub[] = world.teams.map((t) => ({
  teamId: t.id,
  leagueId: t.leagueId,
  sport: t.sport,
  country: leagueSpec(t.leagueId).country,
}));
const clubById = new Map(clubs.map((c) => [c.teamId, c]));
const all = world.players.map((p) => {
  const l = leagueSpec(world.teamsById.get(p.teamId)!.leagueId);
  const league = { id: l.id, sport: l.sport, country: l.country, season: l.season };
  return { p, league, moves: playerMoves(p, league, clubs) };
});
type Mover = (typeof all)[number];

/** The players for whom `check` names a problem, with it. */
const problems = (check: (x: Mover) => string | false) =>
  all.flatMap((x) => {
    const problem = check(x);
    return problem ? [`${x.p.id} ${x.p.name}: ${problem}`] : [];
  });

describe('a player’s moves', () => {
  it('are the same every time', () => {
    const { p, league, moves } = all[123]!;
    expect(playerMoves(p, league, clubs)).toEqual(moves);
  });

  it('fall before the season they are for, never during the current one, in order', () => {
    expect(
      problems(({ league, moves }) => {
        const current = seasonStart({ leagueId: league.id, season: league.season });
        return (
          moves.transfers.some(
            (t, i) =>
              t.date >= seasonStart({ leagueId: league.id, season: t.season }) ||
              t.date >= current ||
              t.date <= (moves.transfers[i - 1]?.date ?? ''),
          ) && JSON.stringify(moves.transfers)
        );
      }),
    ).toEqual([]);
  });

  it('chain from a first club to his club of today', () => {
    expect(
      problems(({ p, league, moves }) => {
        const [first, ...rest] = moves.transfers;
        if (first?.fromTeamId !== null || !['青训', '选秀'].includes(first.kind))
          return 'first move';
        if (rest.some((t, i) => t.fromTeamId !== moves.transfers[i]!.toTeamId)) return 'chain';
        if (rest.some((t) => t.toTeamId === t.fromTeamId)) return 'a move to the same club';
        if (moves.transfers.at(-1)!.toTeamId !== p.teamId) return 'last move';
        const now = moves.career[0];
        return (now?.season !== league.season || now.teamId !== p.teamId) && 'current season';
      }),
    ).toEqual([]);
  });

  it('make a career of one club a season, newest first, from a first season at 17 to 20', () => {
    expect(
      problems(({ p, league, moves }) => {
        if (moves.career.some((c, i) => c.season !== seasonBack(league.season, i)))
          return 'seasons';
        const debut = moves.career.at(-1)!.season;
        const born = playerProfile(p, league).birthDate;
        const age = ageOn(born, seasonStart({ leagueId: league.id, season: debut }));
        if (age < 17 || age > 20) return `first season at ${age}`;
        // Each season's club is the one the last move before it brought him to.
        return (
          moves.career.some((c) => {
            const start = seasonStart({ leagueId: league.id, season: c.season });
            const before = moves.transfers.filter((t) => t.date < start).at(-1);
            return before?.toTeamId !== c.teamId || c.onLoan !== (before.kind === '租借');
          }) && 'a season’s club'
        );
      }),
    ).toEqual([]);
  });

  it('stay within the sport, the women’s league, and the country a name belongs to', () => {
    expect(
      problems(
        ({ league, moves }) =>
          moves.transfers.some((t) => {
            const club = clubById.get(t.toTeamId)!;
            return (
              club.sport !== league.sport ||
              isWomensLeague(club.leagueId) !== isWomensLeague(league.id) ||
              (nameStyleOf(league.country) !== 'foreign' && club.country !== league.country)
            );
          }) && JSON.stringify(moves.transfers),
      ),
    ).toEqual([]);
  });

  it('carry fees only on football transfers, and the kinds of each sport', () => {
    const moved = (sport: number) =>
      all.filter((x) => x.league.sport === sport).flatMap((x) => x.moves.transfers.slice(1));
    const football = moved(SPORT.football);
    const kinds = ['转会', '自由转会', '租借', '租借结束'];
    expect(football.filter((t) => !kinds.includes(t.kind))).toEqual([]);
    for (const kind of kinds) expect(football.some((t) => t.kind === kind)).toBe(true);
    expect(
      football.filter((t) => (t.kind === '转会' ? !(t.feeWan! >= 10) : t.feeWan !== null)),
    ).toEqual([]);
    const basketball = moved(SPORT.basketball);
    expect(
      basketball.filter((t) => !['交易', '自由球员签约'].includes(t.kind) || t.feeWan !== null),
    ).toEqual([]);
    // Some joined this summer, some have been at the club for years.
    const joinedNow = all.filter((x) => x.moves.transfers.at(-1)!.season === x.league.season);
    expect(joinedNow.length / all.length).toBeGreaterThan(0.15);
    expect(joinedNow.length / all.length).toBeLessThan(0.6);
  });
});
