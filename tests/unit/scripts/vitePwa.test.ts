// Pins the installable app's manifest and worker settings (issue 38 §1, docs/decisions/pwa.md): the
// app's default name, the hash route it starts on, standalone, the palette's colours, icons whose
// files are there at the sizes they claim; and the worker's one route, for the page's navigations.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appManifest,
  BACKGROUND_COLOR,
  isAppNavigation,
  THEME_COLOR,
} from '../../../scripts/vitePwa';
import { appNameFor } from '../../../src/shared/channels/resolve';
import { MAIN_AGENT_ID } from '../../../src/shared/channels/channelData';

const ROOT = resolve(__dirname, '../../..');

/** Width, height and colour type of a PNG, from its IHDR chunk. */
function pngHeader(path: string) {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes[25] };
}

/** The light palette: the first plain `:root { … }` block of the app's stylesheets, aliases resolved. */
function lightTokens(): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const file of ['src/app/theme.css', 'src/app/styles.css']) {
    let css: string;
    try {
      css = readFileSync(resolve(ROOT, file), 'utf8');
    } catch {
      continue;
    }
    const block = /^:root\s*\{([\s\S]*?)^\}/m.exec(css)?.[1] ?? '';
    for (const [, name = '', value = ''] of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
      if (!tokens.has(name)) tokens.set(name, value.trim());
  }
  const resolved = (name: string, depth = 0): string | undefined => {
    const value = tokens.get(name);
    const alias = value === undefined ? null : /^var\((--[\w-]+)\)$/.exec(value);
    return alias?.[1] && depth < 5 ? resolved(alias[1], depth + 1) : value;
  };
  return new Map([...tokens.keys()].map((name) => [name, resolved(name) ?? '']));
}

describe('the web app manifest', () => {
  it('names the app as the main site does, and opens the home tab, standalone', () => {
    expect(appManifest.name).toBe(appNameFor(MAIN_AGENT_ID));
    expect(appManifest.short_name).toBe(appNameFor(MAIN_AGENT_ID));
    expect(appManifest.description).toMatch(/比分/);
    expect(appManifest.start_url).toBe('/#/tabs/home');
    expect(appManifest.scope).toBe('/');
    expect(appManifest.display).toBe('standalone');
  });

  it('takes its colours from the light palette: the header bar and the page', () => {
    const tokens = lightTokens();
    expect(tokens.get('--header') ?? tokens.get('--brand')).toBe(THEME_COLOR);
    expect(tokens.get('--bg')).toBe(BACKGROUND_COLOR);
    expect(appManifest.theme_color).toBe(THEME_COLOR);
    expect(appManifest.background_color).toBe(BACKGROUND_COLOR);
  });

  it('has 192 and 512 icons and a full-bleed maskable 512, each file at the size it claims', () => {
    const icons = appManifest.icons ?? [];
    const claimed = icons.map((icon) => `${icon.sizes} ${String(icon.purpose)}`);
    expect(claimed).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const png = pngHeader(resolve(ROOT, 'public', icon.src.replace(/^\//, '')));
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
      // RGB without alpha (2) for the maskable one: no transparent corner for a mask to show.
      if (icon.purpose === 'maskable') expect(png.colourType).toBe(2);
    }
    const touch = pngHeader(resolve(ROOT, 'public/icons/apple-touch-icon.png'));
    expect([touch.width, touch.height, touch.colourType]).toEqual([180, 180, 2]);
  });
});

describe("the worker's route for the page", () => {
  const asked = (mode: RequestMode, address: string) =>
    isAppNavigation({
      request: { mode } as Request,
      url: new URL(address, 'https://m.example.com'),
    });

  it('takes the navigations to the app, whatever their query', () => {
    expect(asked('navigate', '/')).toBe(true);
    expect(asked('navigate', '/?agentId=2335615')).toBe(true);
  });

  it('leaves everything else to the network: the API, uploads, the cashier, scripts', () => {
    expect(asked('cors', '/')).toBe(false);
    expect(asked('navigate', '/index.html')).toBe(false);
    expect(asked('navigate', '/pay-sim/cashier/T1')).toBe(false);
    expect(asked('navigate', '/api/upload/img/1')).toBe(false);
    expect(asked('cors', '/sportdata/f')).toBe(false);
    expect(asked('no-cors', '/assets/index-abc.js')).toBe(false);
  });
});
