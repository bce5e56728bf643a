// @vitest-environment jsdom
// Pins when the app hydrates the server's render instead of drawing the page itself (issue 31): only
// when the page shows the render of the route the first-screen script seeded, at that route's
// address — an address without a route becoming home's own, so the router's first render is the
// page's — and never at another address (a tap on a rendered link before the app arrived).
import { describe, expect, it } from 'vitest';
import { hydrationAddress } from '@app/hydrationAddress';

function root(rendered?: string): HTMLElement {
  const element = document.createElement('div');
  if (rendered) element.setAttribute('data-rendered', rendered);
  return element;
}

describe('hydrationAddress', () => {
  it('hydrates the render of the seeded route at its own address, its query kept', () => {
    expect(hydrationAddress(root('tabs/match'), 'tabs/match', '#/tabs/match')).toBe('#/tabs/match');
    expect(hydrationAddress(root('tabs/match'), 'tabs/match', '#/tabs/match/?state=all')).toBe(
      '#/tabs/match?state=all',
    );
  });

  it('gives an address without a route home’s own address', () => {
    for (const hash of ['', '#', '#/'])
      expect(hydrationAddress(root('tabs/home'), 'tabs/home', hash)).toBe('#/tabs/home');
  });

  it('draws the page itself when nothing was seeded, or the page shows another render', () => {
    expect(hydrationAddress(root('tabs/match'), null, '#/tabs/match')).toBeNull();
    expect(hydrationAddress(root(), 'tabs/match', '#/tabs/match')).toBeNull();
    expect(hydrationAddress(root('tabs/home'), 'tabs/match', '#/tabs/match')).toBeNull();
  });

  it('draws the page itself at another address', () => {
    expect(hydrationAddress(root('tabs/home'), 'tabs/home', '#/match-detail?id=1')).toBeNull();
    expect(hydrationAddress(root('tabs/match'), 'tabs/match', '')).toBeNull();
  });
});
