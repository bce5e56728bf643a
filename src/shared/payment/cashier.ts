/**
 * Where the provider sends the fan back: this app's own address, hash-routed to `href` (a typed
 * link from `hrefFor`). The provider needs an absolute address, so it is built from the page the app
 * runs on.
 */
export function returnUrlFor(href: string): string {
  return `${location.origin}${location.pathname}#${href}`;
}

/**
 * Leaves the app for the provider's cashier. Alone in its module so tests can replace it: jsdom
 * cannot navigate away.
 */
export function goToCashier(url: string): void {
  window.location.assign(url);
}
