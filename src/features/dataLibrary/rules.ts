/**
 * The data library's small rules (issue 36 §1): which sport a page is of, ids and seasons read from
 * the address, and how a result, a score and a kick-off are told.
 */

export type Sport = 1 | 2;

/** Football pages live under /data, basketball ones under /data/bk. */
export function sportOfPath(pathname: string): Sport {
  return pathname.startsWith('/data/bk') ? 2 : 1;
}

/** ballType / qiuFlag of the address: 2 basketball, anything else football. */
export function sportOfQuery(value: string | null): Sport {
  return value === '2' ? 2 : 1;
}

/** A positive id of the address, or 0 when missing or malformed. */
export function idOf(value: string | null | undefined): number {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

/** A season of the address ("2026-2027", "2026"), or undefined for the current one. */
export function seasonOf(value: string | null): string | undefined {
  return value && /^\d{4}(-\d{4})?$/.test(value) ? value : undefined;
}

export const RESULT_TEXT = { W: '胜', D: '平', L: '负' } as const;

/** A finished score, or VS before kick-off. */
export function scoreText(m: { status: number; homeScore: number; awayScore: number }): string {
  return m.status === 0 ? 'VS' : `${m.homeScore}-${m.awayScore}`;
}

export const SPORT_NAME: Record<Sport, string> = { 1: '足球', 2: '篮球' };
