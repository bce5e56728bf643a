import type { ChannelId } from '@shared/channels';
import type { PartnerParams } from './params';

/**
 * Whether and how to log in through a partner on start (product-spec §4 "Third-party auto login"):
 * the shopping app (jd) when a ticket came along; the push-ball platform (tq) only when a uid did (and
 * its sign). Skipped when already logged in with the same credential. Pure, so every branch is tested.
 */
export type PartnerPlan =
  | { kind: 'none' }
  | { kind: 'skip'; identity: string }
  | { kind: 'jd'; identity: string; ticket: string; currency: number }
  | { kind: 'tq'; identity: string; uid: string; sign: string };

export interface PlanInput {
  channel: ChannelId;
  params: PartnerParams;
  loggedIn: boolean;
  /** The credential the current login came from (session/partnerMemory.ts). */
  remembered: string | null;
}

/** currency from the URL when it is a small whole number, else the default 1. */
function currencyOf(raw: string | null): number {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 99 ? n : 1;
}

export function planPartnerLogin({
  channel,
  params,
  loggedIn,
  remembered,
}: PlanInput): PartnerPlan {
  if (channel === 'jd' && params.ticket) {
    const identity = `jd:${params.ticket}`;
    if (loggedIn && remembered === identity) return { kind: 'skip', identity };
    return { kind: 'jd', identity, ticket: params.ticket, currency: currencyOf(params.currency) };
  }
  if (channel === 'tq' && params.uid) {
    const identity = `tq:${params.uid}`;
    if (loggedIn && remembered === identity) return { kind: 'skip', identity };
    // A uid without a sign is a deep link, not a login.
    if (!params.sign) return { kind: 'none' };
    return { kind: 'tq', identity, uid: params.uid, sign: params.sign };
  }
  return { kind: 'none' };
}
