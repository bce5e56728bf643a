/**
 * A match's score as every screen prints it: `2 - 1`, the left side's goals or points first (the
 * home side in football, the away side in basketball, as the screen orders its teams). One separator
 * everywhere: a plan page once printed `1 : 0` where the list printed `1 - 0`.
 */
export function scoreLine(left: number, right: number): string {
  return `${left} - ${right}`;
}
