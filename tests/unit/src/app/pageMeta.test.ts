// Pins issue 38's page-level audits (docs/decisions/lighthouse.md): the viewport lets a fan zoom
// (Lighthouse's meta-viewport: no maximum-scale below 5, no user-scalable=no), the page describes the
// app in Chinese for search results (meta-description), and robots.txt is valid and keeps crawlers off
// the data calls but not off the app.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../../..');
const page = readFileSync(resolve(root, 'index.html'), 'utf8');

/** The content of the page's `<meta name="…">`, or undefined. */
function meta(name: string): string | undefined {
  const tag = [...page.matchAll(/<meta\b[^>]*>/g)]
    .map((match) => match[0])
    .find((text) => new RegExp(`\\bname="${name}"`).test(text));
  return tag ? /\bcontent="([^"]*)"/.exec(tag)?.[1] : undefined;
}

/** The viewport's settings, keys lower-cased: `width=device-width, initial-scale=1` → a map. */
function viewport(): Map<string, string> {
  return new Map(
    (meta('viewport') ?? '')
      .split(/[,;]/)
      .map((part) => part.split('=').map((side) => side.trim().toLowerCase()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
}

describe('index.html', () => {
  it('has a viewport that lets the fan zoom', () => {
    const settings = viewport();
    expect(settings.get('width')).toBe('device-width');
    const maximum = settings.get('maximum-scale');
    if (maximum !== undefined) expect(Number(maximum)).toBeGreaterThanOrEqual(5);
    expect(['no', '0']).not.toContain(settings.get('user-scalable') ?? 'yes');
  });

  it('describes the app in Chinese', () => {
    const description = meta('description') ?? '';
    expect(description).toMatch(/[\u4e00-\u9fff]/);
    // Search results show about the first 80 to 120 Chinese characters: the point comes first.
    expect(description.length).toBeGreaterThanOrEqual(20);
    expect(description.length).toBeLessThanOrEqual(120);
  });
});

describe('robots.txt', () => {
  const rules = readFileSync(resolve(root, 'public/robots.txt'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    });

  it('is made of directives a crawler knows', () => {
    for (const [directive] of rules)
      expect(['user-agent', 'allow', 'disallow', 'sitemap']).toContain(directive);
    expect(rules[0]).toEqual(['user-agent', '*']);
  });

  it('lets crawlers read the app, not its data calls', () => {
    const disallowed = rules.filter(([d]) => d === 'disallow').map(([, path]) => path);
    expect(disallowed).not.toContain('/');
    expect(disallowed).toEqual(expect.arrayContaining(['/api/', '/sportdata/', '/socket.io/']));
  });
});
