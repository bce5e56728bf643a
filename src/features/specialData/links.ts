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
