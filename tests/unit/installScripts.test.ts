// Pins issue 17 §4 item 10: every dependency with an install script has a deliberate decision in
// package.json's allowScripts (docs/decisions/install-scripts.md), so `npm ci` on a fresh machine
// prints no "install scripts not yet covered" warning. A new dependency with a script fails here
// until someone decides about it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

const manifest = read('package.json') as { allowScripts?: Record<string, boolean> };
const lock = read('package-lock.json') as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};

/** node_modules/a/node_modules/@scope/b → @scope/b */
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 13);

describe('install scripts', () => {
  it('are each allowed or denied on purpose in package.json', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => nameOf(path));
    const decided = new Set(
      Object.keys(manifest.allowScripts ?? {}).map((key) => key.replace(/(.)@.*$/, '$1')),
    );
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !decided.has(name))).toEqual([]);
  });
});
