import type { Ad } from '../../../contracts/ads';
import type { AdRow } from './queries';

/**
 * An advert as the contract answers it: the jump's columns under the spec's names, type 46's
 * `{page, params}` as the JSON string product-spec §5 describes. The table's checks hold the rule
 * (contracts/adJumps.ts), so every row reads as a valid answer.
 */
export function adOfRow(row: AdRow): Ad {
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.imageUrl,
    jumpType: row.jumpType,
    innerId: row.jumpInnerId,
    param: row.jumpParam,
    url: row.jumpUrl,
    extra: row.jumpExtra === null ? null : JSON.stringify(row.jumpExtra),
  };
}
