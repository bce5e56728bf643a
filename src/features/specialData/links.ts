import { SPECIAL_DATA_MODELS } from '@contracts/sportdata/specialData';
import { hrefFor } from '@shared/routes';
import type { ListKind } from './rules';

/** Where a list's row leads: the match's page of that model. */
export function detailHref(kind: ListKind, matchId: number): string {
  switch (kind) {
    case 'kelly':
      return hrefFor('special/kelly-detail', {}, { matchId });
    case 'bkKelly':
      return hrefFor('bk-kelly/detail', { matchId });
    case 'dispersed':
    case 'bkDispersed':
      return hrefFor('special/dispersed', {}, { matchId });
    case 'betfair':
      return hrefFor('special/betfair-detail', {}, { matchId });
    case 'proportion':
      return hrefFor('special/proportion-detail', {}, { matchId });
    case 'sameOdds':
      return hrefFor('special/same-odds-detail', {}, { matchId });
  }
}

export const kellyChangeHref = (matchId: number, providerId: number) =>
  hrefFor('special/kelly-change', {}, { matchId, providerId });

export const dispersedChangeHref = (matchId: number) =>
  hrefFor('special/dispersed-change', {}, { matchId });

/** A match page's way into the special data: each model the match has, its name and its page. */
export interface ModelLink {
  model: number;
  name: string;
  href: string;
}

const M = SPECIAL_DATA_MODELS;

/** The models a match page links, in the index's order; basketball has Kelly and dispersion pages. */
const MATCH_LINKS: Record<1 | 2, ReadonlyArray<{ model: number; name: string; kind: ListKind }>> = {
  1: [
    { model: M.kaili, name: '凯利指数', kind: 'kelly' },
    { model: M.lisan, name: '离散度', kind: 'dispersed' },
    { model: M.bifa, name: '必发交易', kind: 'betfair' },
    { model: M.touzhubi, name: '投注比例', kind: 'proportion' },
    { model: M.tongpei, name: '同赔', kind: 'sameOdds' },
  ],
  2: [
    { model: M.kaili, name: '凯利指数', kind: 'bkKelly' },
    { model: M.lisan, name: '离散度', kind: 'bkDispersed' },
  ],
};

export function matchModelLinks(
  sport: 1 | 2,
  matchId: number,
  models: readonly number[],
): ModelLink[] {
  return MATCH_LINKS[sport]
    .filter((link) => models.includes(link.model))
    .map((link) => ({ model: link.model, name: link.name, href: detailHref(link.kind, matchId) }));
}
