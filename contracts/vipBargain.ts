import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { idInput } from './inputs';
import { int32 } from './integers';
import { unsignedAmountText as amountText } from './wallet/balance';

/**
 * 会员砍价 (hd/vipBargain/apply, issue 35 §2; docs/decisions/vip.md): friends cut a membership's
 * price once each down to a floor; the fan buys at the price reached (contracts/vip.ts buyVip's
 * bargainId). Its refusal codes are VIP_REFUSAL_CODES'.
 */

/** The membership bargained for: 红单会员 · 月卡. */
export const BARGAIN_PRODUCT_ID = 1;
/** The lowest price friends can bring it to, in fen. */
export const BARGAIN_FLOOR_FEN = 9_800;
/** What each friend's help cuts, in order (the first cuts most): five bring 198 to 98. */
export const BARGAIN_CUTS_FEN = [4_000, 2_500, 1_500, 1_200, 800] as const;
/** A bargain is open this long. */
export const BARGAIN_HOURS = 24;

/** The next friend's cut: the next of BARGAIN_CUTS_FEN, never below the floor; 0 once there. */
export function bargainCut(helps: number, priceFen: number, floorFen: number): number {
  return Math.max(0, Math.min(BARGAIN_CUTS_FEN[helps] ?? 0, priceFen - floorFen));
}

export const bargainSchema = z.object({
  id: int32(),
  productId: int32(),
  productName: z.string(),
  startPrice: amountText,
  floor: amountText,
  price: amountText,
  helps: int32(),
  expiresAt: z.number(),
  /** 'open', 'bought' or 'expired'. */
  state: z.enum(['open', 'bought', 'expired']),
  /** The viewer started it. */
  mine: z.boolean(),
  /** The viewer helped it already. */
  helped: z.boolean(),
  starterName: z.string(),
  helpers: z.array(z.object({ nickName: z.string(), cut: amountText, at: z.number() })),
});
export type Bargain = z.infer<typeof bargainSchema>;

/** POST /api/vip/bargain/start: starts a bargain on the red list (or answers the open one). */
export const startBargain = defineEndpoint({
  method: 'POST',
  path: '/api/vip/bargain/start',
  access: 'writer',
  input: z.object({}),
  output: bargainSchema,
});

/** GET /api/vip/bargain/mine: the fan's latest bargain, or null. */
export const myBargain = defineEndpoint({
  method: 'GET',
  path: '/api/vip/bargain/mine',
  access: 'reader',
  input: z.object({}),
  output: z.object({ bargain: z.nullable(bargainSchema) }),
});

/** GET /api/vip/bargain/{id}: a bargain as anyone sees it (a friend opens the shared link). */
export const bargainDetail = defineEndpoint({
  method: 'GET',
  path: '/api/vip/bargain/{id}',
  access: 'anyone',
  input: z.object({ id: idInput }),
  output: bargainSchema,
});

/** POST /api/vip/bargain/{id}/help: a friend cuts the price, once per bargain. */
export const helpBargain = defineEndpoint({
  method: 'POST',
  path: '/api/vip/bargain/{id}/help',
  access: 'writer',
  input: z.object({ id: idInput }),
  output: z.object({ cut: amountText, bargain: bargainSchema }),
});
