import { SPECIAL_DATA_MODELS, type SpecialDataModel } from '@contracts/sportdata/specialData';
import type { ColourToken } from '@shared/theme';

/**
 * The special data's small rules (专项数据, issue 36 §2; product-spec §5): when a match's page may
 * open, which list a path is, and how figures are written.
 */

export type Sport = 1 | 2;
export type SameOddsMarket = 'europe' | 'asia' | 'bigsmall';

/** A positive id of the address, or 0 when missing or malformed. */
export function idOf(value: string | null | undefined): number {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2 ** 31 - 1 ? Number(value) : 0;
}

/** What a fan reads instead of a page that would show nothing (product-spec §5). */
export const NO_DATA = '暂无数据';

/**
 * Kelly (product-spec §5): the detail opens only when the call answered with code 1 — `answer` is
 * null when it did not — and its list of books is not empty.
 */
export function kellyOpens(answer: { list: readonly unknown[] } | null): boolean {
  return answer !== null && answer.list.length > 0;
}

/**
 * Betfair and the bet proportions (product-spec §5): the detail opens only when money was matched
 * on every outcome — home, draw and away in football, home and away in basketball (no draw).
 */
export function volumesOpen(volumes: readonly number[], sport: number): boolean {
  const outcomes = sport === 2 ? 2 : 3;
  return volumes.length >= outcomes && volumes.slice(0, outcomes).every((v) => v > 0);
}

/** Dispersion needs two books or more: one book has no spread. */
export function dispersionOpens(books: number): boolean {
  return books >= 2;
}

/** Same odds opens when a past match shares an opening of any market. */
export function sameOddsOpens(counts: { europe: number; asia: number; bigsmall: number }): boolean {
  return counts.europe + counts.asia + counts.bigsmall > 0;
}

/** The lists of the special pages: one per model and sport. */
export type ListKind =
  'kelly' | 'bkKelly' | 'dispersed' | 'bkDispersed' | 'betfair' | 'proportion' | 'sameOdds';

const LIST_OF_PATH: Readonly<Record<string, ListKind>> = {
  '/special/kelly': 'kelly',
  '/bk-kelly/list': 'bkKelly',
  '/special/dispersed': 'dispersed',
  '/bk-dispersed/list': 'bkDispersed',
  '/special/betfair': 'betfair',
  '/special/proportion': 'proportion',
};

const LIST_OF_MODEL: Readonly<Partial<Record<SpecialDataModel, ListKind>>> = {
  [SPECIAL_DATA_MODELS.tongpei]: 'sameOdds',
  [SPECIAL_DATA_MODELS.kaili]: 'kelly',
  [SPECIAL_DATA_MODELS.lisan]: 'dispersed',
  [SPECIAL_DATA_MODELS.bifa]: 'betfair',
  [SPECIAL_DATA_MODELS.touzhubi]: 'proportion',
};

/**
 * The list a path shows: its own, or for `/special-data-list` the model of `type` (6, the wind
 * vane, has its own list: 'windVane'); null for a type that is no model.
 */
export function listKindOf(pathname: string, type: string | null): ListKind | 'windVane' | null {
  const own = LIST_OF_PATH[pathname.replace(/\/+$/, '')];
  if (own) return own;
  const model = Number(type);
  if (model === SPECIAL_DATA_MODELS.fengxiangbiao) return 'windVane';
  return LIST_OF_MODEL[model as SpecialDataModel] ?? null;
}

export const LIST_TITLES: Readonly<Record<ListKind, string>> = {
  kelly: '凯利指数',
  bkKelly: '篮球凯利指数',
  dispersed: '离散指数',
  bkDispersed: '篮球离散指数',
  betfair: '必发交易',
  proportion: '投注比例',
  sameOdds: '同赔',
};

/** The sport of a list. */
export const sportOfList = (kind: ListKind): Sport =>
  kind === 'bkKelly' || kind === 'bkDispersed' ? 2 : 1;

/** A Kelly index below 1: the book pays less than the market thinks the outcome is worth. */
export const isGuarded = (kelly: number) => kelly < 1;

/** 52.31% */
export const percentText = (x: number) => `${x.toFixed(2)}%`;

/** An amount of money: 4,793,720 as 479.37万, under 10,000 as is. */
export function moneyText(x: number): string {
  if (Math.abs(x) < 10_000) return String(x);
  return `${(x / 10_000).toFixed(2)}万`;
}

/** An axis's amount, short: 4,793,720 as 479万, under 10,000 as is. */
export const moneyAxisText = (x: number) =>
  Math.abs(x) < 10_000 ? String(Math.round(x)) : `${Math.round(x / 10_000)}万`;

/** A signed profit: +12.30万 / −3.05万. */
export const profitText = (x: number) =>
  x > 0 ? `+${moneyText(x)}` : x < 0 ? `−${moneyText(-x)}` : '0';

/** Hot above 1, cold below (the money against the price). */
export const hotColdText = (x: number) => (x > 1.05 ? '热' : x < 0.95 ? '冷' : '平');

export const EUROPE_RESULT_TEXT = { home: '主胜', draw: '平局', away: '客胜' } as const;
export const LINE_RESULT_TEXT = {
  win: '赢',
  halfWin: '赢半',
  push: '走',
  halfLose: '输半',
  lose: '输',
} as const;

/** The colours of the outcomes: home red, draw grey, away blue (as the wind vane's), as theme tokens. */
export const OUTCOME_COLOURS = [
  '--home',
  '--neutral',
  '--away',
] as const satisfies readonly ColourToken[];

/** Colours for a two-outcome sport: home red, away blue. */
export const outcomeColours = (outcomes: number): readonly ColourToken[] =>
  outcomes === 2 ? [OUTCOME_COLOURS[0], OUTCOME_COLOURS[2]] : OUTCOME_COLOURS;

/** Of a share out of those of the list, how much it is of the whole: for bars (0–100). */
export const shareOf = (part: number, total: number) => (total > 0 ? (part / total) * 100 : 0);
