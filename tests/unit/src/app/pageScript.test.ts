// @vitest-environment jsdom
// Pins index.html's own script after the skeleton (issue 20 §3): the render the page carries is shown
// in place of the skeleton only for the address it was rendered for and a visit that holds its
// conditions; a page that carries none keeps its skeleton, also at an address without a route. The
// render goes into #root as it is, ids and test ids included, for the app to hydrate (issue 31).
// The script runs here as the page runs it, on the page's own markup; the fetched screens are
// pinned in Chromium (tests/e2e/firstScreen.test.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const page = readFileSync(resolve(__dirname, '../../../../index.html'), 'utf8');
const body = /<body>([\s\S]*)<\/body>/.exec(page)?.[1] ?? '';
/** The script that follows the template (the one that shows a render). */
const showScript =
  /<template id="first-screen-html"><\/template>\s*<script>([\s\S]*?)<\/script>/.exec(body)?.[1];

/**
 * The page as the server sends it, with `template` in place of the empty one, opened at `hash`: its
 * #root, where a render shown goes.
 */
function open(hash: string, template: string): HTMLElement {
  history.replaceState(null, '', `/${hash}`);
  document.body.innerHTML = body.replace('<template id="first-screen-html"></template>', template);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- runs the page's own inline script as the browser would (jsdom runs none)
  new Function(showScript ?? 'throw new Error("no script")')();
  return document.getElementById('root')!;
}

const skeleton = () => document.getElementById('first-shell');

const rendered = (showIf: unknown[] = []) =>
  `<template id="first-screen-html" data-route="tabs/home" data-show-if='${JSON.stringify(showIf)}'><p id="x" data-testid="y">首页</p></template>`;

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the page’s script after the skeleton', () => {
  it('keeps the skeleton when the page carries no render, at an address without a route', () => {
    for (const hash of ['', '#/', '#/tabs/home']) {
      const root = open(hash, '<template id="first-screen-html"></template>');
      expect(root.getAttribute('data-rendered')).toBeNull();
      expect(root.innerHTML).toBe('');
      expect(skeleton()?.querySelector('.first-shell__rows')).not.toBeNull();
    }
  });

  it('shows the render it carries for its route, or an address without one, as the app’s', () => {
    for (const hash of ['', '#/tabs/home']) {
      const root = open(hash, rendered());
      expect(root.getAttribute('data-rendered')).toBe('tabs/home');
      // The app's own markup, node for node: the app hydrates it instead of drawing it again.
      expect(root.innerHTML).toBe('<p id="x" data-testid="y">首页</p>');
      expect(skeleton()).toBeNull();
    }
  });

  it('keeps the skeleton at another route, or for a visit the conditions do not hold for', () => {
    expect(open('#/tabs/plan', rendered()).getAttribute('data-rendered')).toBeNull();
    localStorage.setItem('agentId', '2335110');
    const showIf = [{ stored: 'agentId', allow: ['', '2335037'] }];
    expect(open('', rendered(showIf)).getAttribute('data-rendered')).toBeNull();
    localStorage.setItem('agentId', '2335037');
    expect(open('', rendered(showIf)).getAttribute('data-rendered')).toBe('tabs/home');
    expect(
      open('#/tabs/home?agentId=9', rendered([{ query: 'agentId', allow: [''] }])).getAttribute(
        'data-rendered',
      ),
    ).toBeNull();
  });
});
