import type { TeamBrief } from '../../../../contracts/sportdata/dataLibrary';
import type { SeasonMatch } from '../seasons';

/**
 * A finished match seen from one of its teams: what every per-team statistic counts. The league's
 * totals count the match once, from the home side.
 */
export interface TeamGame {
  teamId: number;
  isHome: boolean;
  /** Goals (points) the team scored and let in. */
  scored: number;
  conceded: number;
  match: SeasonMatch;
}

/** The match from the home side, then from the away side. */
export function teamGamesOf(match: SeasonMatch): [TeamGame, TeamGame] {
  return [
    {
      teamId: match.homeTeamId,
      isHome: true,
      scored: match.homeScore,
      conceded: match.awayScore,
      match,
    },
    {
      teamId: match.awayTeamId,
      isHome: false,
      scored: match.awayScore,
      conceded: match.homeScore,
      match,
    },
  ];
}

/** Every team's games of `matches`, in the matches' order. */
export function gamesByTeam(matches: readonly SeasonMatch[]): Map<number, TeamGame[]> {
  const byTeam = new Map<number, TeamGame[]>();
  for (const match of matches)
    for (const game of teamGamesOf(match)) {
      const list = byTeam.get(game.teamId);
      if (list) list.push(game);
      else byTeam.set(game.teamId, [game]);
    }
  return byTeam;
}

export function homeBrief(match: SeasonMatch): TeamBrief {
  return {
    teamId: match.homeTeamId,
    name: match.homeName,
    shortName: match.homeShortName,
    logo: match.homeLogo,
  };
}

export function awayBrief(match: SeasonMatch): TeamBrief {
  return {
    teamId: match.awayTeamId,
    name: match.awayName,
    shortName: match.awayShortName,
    logo: match.awayLogo,
  };
}

/**
 * The teams a statistic lists, in id order: the league's clubs, even before their first game, and
 * whoever else played its matches — a cup has no clubs of its own, its entrants belong to their
 * leagues.
 */
export function statTeams(
  clubs: readonly TeamBrief[],
  matches: readonly SeasonMatch[],
): TeamBrief[] {
  const byId = new Map<number, TeamBrief>(clubs.map((c) => [c.teamId, c]));
  for (const match of matches)
    for (const brief of [homeBrief(match), awayBrief(match)])
      if (!byId.has(brief.teamId)) byId.set(brief.teamId, brief);
  return [...byId.values()].sort((a, b) => a.teamId - b.teamId);
}
