import { deleteCookie, readCookie, StorageKeys, writeCookie } from '../storage';

/**
 * The back-to-home marker (product-spec §4 "Leaving the charge flow"): set when the fan goes to the
 * provider, so that leaving the result page (of a top-up or of a plan paid directly) resets to home
 * instead of going back into the provider's pages. The small-shop partner's host manages its own history, so it never gets one.
 */
const MARKER = StorageKeys.chargeBackToHome;

/** A day: long enough for a slow cashier, short enough not to surprise a later visit. */
const MARKER_MAX_AGE_S = 24 * 3600;

function usesMarker(channel: string): boolean {
  return channel !== 'xiaodian';
}

export function markBackToHome(channel: string): void {
  if (usesMarker(channel)) writeCookie(MARKER, '1', MARKER_MAX_AGE_S);
}

/** True when the marker was there; it is deleted, as it serves one leave. */
export function takeBackToHome(channel: string): boolean {
  if (!usesMarker(channel) || readCookie(MARKER) === null) return false;
  deleteCookie(MARKER);
  return true;
}
