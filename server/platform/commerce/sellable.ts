import type { OutputOf, ParsedInputOf } from '../../../contracts/endpoint';
import type {
  checkPayStatus,
  DirectPayOutcome,
  preDualPay,
} from '../../../contracts/wallet/charge';
import type { DbOrTx, Tx } from '../../db/database';
import type { Outcome, Refusal } from '../refusals';

/**
 * What a paid feature sells, registered with the commerce core (docs/decisions/commerce.md). The core
 * — coins, direct pay through the provider, later coupons, discount cards and set-meal tickets —
 * knows no feature: it asks the sellable what a thing costs this fan and whether a way may pay for
 * it, and hands it the paid transfer to record inside the payment's own transaction.
 *
 * `Ref` is what names one thing on sale (a plan's id); it is stored on an order as text.
 */
export interface Sellable<Ref> {
  /** The order's purpose (pay_orders.purpose): stable, it is written into orders. */
  purpose: string;
  /** What fans call it ('方案'): the coin detail reads 直接支付方案 for money paid to buy one. */
  noun: string;
  /** How preDualPay names one, when it can be paid directly through the provider. */
  directPay?: {
    /** preDualPay's `playType` for this kind of thing. */
    playType: number;
    refOf(asked: DirectPayAsk): Ref;
  };
  /** The reference as an order stores it, and back; null for text that names nothing of this kind. */
  refText(ref: Ref): string;
  refOf(text: string): Ref | null;
  /**
   * What the thing costs this fan now, and how they may pay: refused when they may not buy it at
   * all (not found, their own, sales closed), `owned` when it is theirs already. Runs inside the
   * purchase's transaction (the fan's row locked) or on its own for a quote.
   */
  quote(db: DbOrTx, fanId: number, ref: Ref, now: number): Promise<Outcome<Quote>>;
  /**
   * Records the sale inside the payment's transaction, the coins already moved by `paid`: the
   * purchase row, counters. Throwing rolls the whole payment back.
   */
  fulfil(tx: Tx, sale: Sale<Ref>, now: number): Promise<void>;
  /** The ledger transfer that bought this thing for this fan, or undefined when they have not. */
  boughtBy(db: DbOrTx, fanId: number, ref: Ref): Promise<number | undefined>;
  /**
   * What the pay status adds for an order of this thing (checkPayStatus: a plan order's `plan`),
   * given what its money did (null until paid) and the fan's coins now. Undefined when the thing is
   * gone.
   */
  orderDetail(
    db: DbOrTx,
    ref: Ref,
    paid: { outcome: DirectPayOutcome | null; balance: string },
  ): Promise<PayStatusDetail | undefined>;
}

/** What preDualPay says of the thing to pay for (calls-errors-spec §7.6). */
export type DirectPayAsk = Pick<ParsedInputOf<typeof preDualPay>, 'planId' | 'planNo'>;

/** The pay status's fields besides the order's own: one per kind of thing sold. */
export type PayStatusDetail = Omit<OutputOf<typeof checkPayStatus>, 'status' | 'coins' | 'amount'>;

/** A sale the core has charged for: the thing, the buyer, and the transfer that paid. */
export interface Sale<Ref> {
  ref: Ref;
  fanId: number;
  priceFen: number;
  transferId: number;
}

/**
 * The ways to pay the core offers: coins, direct pay through the provider, and a coupon or a discount
 * card that takes part (or all) of the price off the coins (docs/decisions/coupons.md). Set-meal tickets are the
 * set meals' own way for a reading (uc/inter/offer/pay payType 2).
 */
export const PAY_WAYS = ['coins', 'directPay', 'coupon', 'discountCard'] as const;
export type PayWay = (typeof PAY_WAYS)[number];

/** A way that may pay for an offer (null), or the refusal that says why it may not. */
export type WayAnswer = Refusal | null;

export type Quote =
  /** Theirs already: buying with coins answers the first purchase, paying directly is refused. */
  { owned: true; ownedRefusal: Refusal } | { owned: false; offer: Offer };

/** A thing on sale to one fan: its price and how the ledger writes its sale. */
export interface Offer {
  priceFen: number;
  /** Which ways may pay, and why not. */
  ways: Record<PayWay, WayAnswer>;
  /** The purchase's ledger key: one per fan and thing, so every retry and race charges once. */
  key: string;
  /** What the fan reads in the coin detail, and the provider's cashier shows. */
  memo: string;
  /** What the details screens link the entry to ('plan:12'). */
  reference: string;
  /** Held until the thing settles (a plan that refunds if it loses), not credited to sales at once. */
  held: boolean;
  /**
   * The expert whose work is sold, as a coupon's expert and level rules read it (product-spec §5);
   * null when the thing has none.
   */
  expert: { id: number; level: number } | null;
}

/**
 * Any sellable, for the catalogue. Methods take their parameters bivariantly, so a sellable of any
 * Ref is one; the core only ever passes a sellable a ref its own `refOf` made.
 */
export type AnySellable = Sellable<unknown>;
