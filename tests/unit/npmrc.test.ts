// Pins issue 33 §5: `npm install` declines dependencies' install scripts on npm 10 (what Node 20.19,
// the README's minimum, ships) as well as on npm 11 — package.json's allowScripts is read by npm 11
// only, so the repository's .npmrc says it in a way both honour (docs/decisions/install-scripts.md).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const settings = readFileSync(new URL('.npmrc', root), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('.npmrc', () => {
  it('declines every install script whatever the npm version', () => {
    expect(settings).toContain('ignore-scripts=true');
  });

  it('leaves our own scripts whole: none relies on a pre/post hook that ignore-scripts skips', () => {
    const hooks = Object.keys(manifest.scripts).filter((name) => /^(pre|post)/.test(name));
    expect(hooks).toEqual([]);
  });
});
