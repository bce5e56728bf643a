import { hrefFor } from '@shared/routes';

/**
 * Where the provider sends the fan back: this app's own address, hash-routed to the result page.
 * The provider needs an absolute address, so it is built from the page the app runs on.
 */
export function finishReturnUrl(): string {
  return `${location.origin}${location.pathname}#${hrefFor('userChargeFinish')}`;
}

/**
 * Leaves the app for the provider's cashier. Alone in its module so tests can replace it: jsdom
 * cannot navigate away.
 */
export function goToCashier(url: string): void {
  window.location.assign(url);
}
