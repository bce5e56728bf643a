// @vitest-environment jsdom
// Pins index.html's layout script (issue 31): before the first paint it sets the root font size and
// the column's width as the app's responsive layout does, so the server's render is drawn at the
// app's sizes and does not grow when the app takes it over (a larger repaint of the rows was a new
// largest paint, seconds after the server's, and moved the rows).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rootFontSize } from '@shared/ui/responsiveLayout';

const page = readFileSync(resolve(__dirname, '../../../../index.html'), 'utf8');
const layoutScript = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1] ?? '')
  .find((script) => script.includes('--app-column'));

/** Runs the page's layout script in a viewport `width` px wide and reads what it set. */
function layoutAt(width: number) {
  const root = document.documentElement;
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: width });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- runs the page's own inline script as the browser would (jsdom runs none)
  new Function(layoutScript ?? 'throw new Error("no layout script")')();
  return { fontSize: root.style.fontSize, column: root.style.getPropertyValue('--app-column') };
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
});

describe('the page’s layout script', () => {
  it('sizes the page as the app’s responsive layout does, before any of the app has run', () => {
    for (const width of [300, 320, 360, 375, 390, 412, 480, 1024])
      expect(layoutAt(width)).toEqual({
        fontSize: `${rootFontSize(width)}px`,
        column: `${Math.min(Math.max(width, 320), 480)}px`,
      });
  });
});
