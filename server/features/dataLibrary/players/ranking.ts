/** What the rank lists share: a page of the ranked rows, and an order of names. */

/** The page `pageNo` of `pageSize` rows. */
export function pageOf<T>(rows: readonly T[], pageNo: number, pageSize: number): T[] {
  return rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
}

/** Code-unit order of names: the same on every server, whatever its locale data. */
export function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
