/** How the statistics round: rates are percentages with one decimal, averages one decimal. */

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** part ÷ whole as a percentage, one decimal; 0 without a whole. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : oneDecimal((part / whole) * 100);
}

/** sum ÷ count, one decimal; 0 without a count. */
export function averageOf(sum: number, count: number): number {
  return count === 0 ? 0 : oneDecimal(sum / count);
}
