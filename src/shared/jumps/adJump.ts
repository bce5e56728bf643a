import { customPageTarget } from './customPage';
import { externalTarget } from './external';
import { innerPageTarget } from './innerPages';
import { jumpId, oneParameterTarget } from './oneParameter';
import type { JumpTarget } from './target';

/** The jump types of product-spec §9 that are not one-parameter pages. */
export const JUMP_TYPE = { innerPage: 1, external: 2, custom: 46 } as const;

/**
 * What an advert says about where it leads: the spec's jump type with its inner id, address,
 * parameter or extra JSON — or, as the ads table stores it today, an in-app path already resolved.
 */
export interface AdJump {
  jumpType?: number | string | null;
  /** Type 1: the inner page's id. */
  innerId?: unknown;
  /** The one-parameter types: the id of what the page shows. */
  param?: unknown;
  /** Type 2: the other site's address. */
  url?: unknown;
  /** Type 46: `{"page", "params"}` as a JSON string. */
  extra?: unknown;
}

/**
 * Where an advert leads, or null when it leads nowhere (then it shows but is not clickable). The
 * one mapping every place that opens an advert goes through (docs/decisions/home-search.md "Ad
 * jumps"); it never throws, whatever the advert holds. `agentId` is the fan's channel, appended to
 * another site's address that has none.
 */
export function adJumpTarget(jump: AdJump, agentId: string): JumpTarget | null {
  const type = jumpId(jump.jumpType);
  if (type === null) return null;
  if (type === JUMP_TYPE.innerPage) {
    const innerId = jumpId(jump.innerId);
    return innerId === null ? null : innerPageTarget(innerId);
  }
  if (type === JUMP_TYPE.external) return externalTarget(jump.url, agentId);
  if (type === JUMP_TYPE.custom) return customPageTarget(jump.extra);
  return oneParameterTarget(type, jump.param);
}
