import { SPORT } from '@domain/sport';

/**
 * A match's score as every screen prints it: `2 - 1`, the left side's goals or points first (the
 * home side in football, the away side in basketball, as the screen orders its teams). One separator
 * everywhere: a plan page once printed `1 : 0` where the list printed `1 - 0`.
 */
export function scoreLine(left: number, right: number): string {
  return `${left} - ${right}`;
}

/** What `sidesOf` reads of a match. */
interface Sides {
  sportType: number;
  homeTeamName: string;
  awayTeamName: string;
  homeScore: number;
  awayScore: number;
}

/**
 * A compact row's two teams and the score between them, in the order fans read them: football home
 * first, basketball away first (product-spec §4); `VS` before kick-off. The home tab's 今日焦点 and
 * the channel homes' hot matches print the same row.
 */
export function sidesOf(
  match: Sides,
  upcoming: boolean,
): { left: string; right: string; score: string } {
  const awayFirst = match.sportType === SPORT.basketball;
  const [left, right] = awayFirst
    ? [match.awayTeamName, match.homeTeamName]
    : [match.homeTeamName, match.awayTeamName];
  const score = upcoming
    ? 'VS'
    : awayFirst
      ? scoreLine(match.awayScore, match.homeScore)
      : scoreLine(match.homeScore, match.awayScore);
  return { left, right, score };
}
