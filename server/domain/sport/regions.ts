/**
 * Where the world's competitions belong, for the data library's country and league lists (issue 36
 * §1; docs/decisions/data-library.md): areas as the Leisu / Qiutan data pages group them, countries
 * with stable ids, and which tier a league is. Facts about the catalogue, like its names; no figure.
 */

export interface Area {
  areaCode: number;
  name: string;
}

/** 0 holds the continental competitions, as the data pages list them first. */
export const AREAS: readonly Area[] = [
  { areaCode: 0, name: '国际' },
  { areaCode: 1, name: '欧洲' },
  { areaCode: 2, name: '美洲' },
  { areaCode: 3, name: '亚洲' },
  { areaCode: 4, name: '非洲' },
  { areaCode: 5, name: '大洋洲' },
];

export interface Country {
  countryId: number;
  name: string;
  areaCode: number;
}

/**
 * Countries by the name the catalogue gives a league's country. Australia plays in Asia's
 * confederation and the data pages list it there.
 */
export const COUNTRIES: readonly Country[] = [
  { countryId: 1, name: '欧洲', areaCode: 0 },
  { countryId: 2, name: '英格兰', areaCode: 1 },
  { countryId: 3, name: '西班牙', areaCode: 1 },
  { countryId: 4, name: '意大利', areaCode: 1 },
  { countryId: 5, name: '德国', areaCode: 1 },
  { countryId: 6, name: '法国', areaCode: 1 },
  { countryId: 7, name: '荷兰', areaCode: 1 },
  { countryId: 8, name: '葡萄牙', areaCode: 1 },
  { countryId: 9, name: '美国', areaCode: 2 },
  { countryId: 10, name: '巴西', areaCode: 2 },
  { countryId: 11, name: '中国', areaCode: 3 },
  { countryId: 12, name: '日本', areaCode: 3 },
  { countryId: 13, name: '韩国', areaCode: 3 },
  { countryId: 14, name: '沙特阿拉伯', areaCode: 3 },
  { countryId: 15, name: '澳大利亚', areaCode: 3 },
];

const byName = new Map(COUNTRIES.map((c) => [c.name, c]));

/** The country of a league's `country` name; an unknown name is the international entry. */
export function countryNamed(name: string): Country {
  return byName.get(name) ?? COUNTRIES[0]!;
}

/** Leagues below their country's top flight: 英冠 is England's second tier. */
const SECOND_TIER: ReadonlySet<number> = new Set([37]);

/** 1 the top flight, its cups and the continental competitions; 2 the tier below. */
export function levelOf(leagueId: number): 1 | 2 {
  return SECOND_TIER.has(leagueId) ? 2 : 1;
}
