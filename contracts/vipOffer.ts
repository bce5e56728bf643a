import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { int32 } from './integers';
import { unsignedAmountText } from './wallet/balance';

/**
 * The red-list membership as the set-meal screen's pay reminder promotes it (product-spec §2
 * "Set-meal list screen"): its price for a period, the set-meal readings it gives every month, the
 * readings it halves, and the sports-data membership it gifts. The catalogue is the server's
 * (server/features/vip, docs/decisions/set-meals.md); buying a membership comes with issue 35.
 */
export const redListOfferSchema = z.object({
  /** Whether the membership is offered at all: off, the reminder never shows. */
  onSale: z.boolean(),
  name: z.string(),
  /** In coins, for one period. */
  price: unsignedAmountText,
  periodDays: int32(),
  /** Jingcai set-meal readings given each month. */
  monthlySetMealCount: int32(),
  /** Readings bought at half price each month. */
  halfPriceCount: int32(),
  /** What the gifted sports-data membership is worth, in coins. */
  dataMemberValue: unsignedAmountText,
});
export type RedListOffer = z.infer<typeof redListOfferSchema>;

/** GET /api/vip/offer/redList: the red-list offer the pay reminder shows. */
export const redListOffer = defineEndpoint({
  method: 'GET',
  path: '/api/vip/offer/redList',
  access: 'anyone',
  input: z.object({}),
  output: redListOfferSchema,
});
