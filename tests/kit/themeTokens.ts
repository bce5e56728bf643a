/**
 * The colour tokens of src/app/theme.css as each theme resolves them, for tests: the light block of
 * :root, the dark block (data-theme="dark") and the system block (prefers-color-scheme: dark), each
 * theme's value being its own declaration or else :root's, with var(--…) aliases followed in the
 * same theme — as the browser resolves them on the root element, where every block applies.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Vitest gives every file __dirname (in jsdom import.meta.url is not a file: URL); tsx scripts do not.
const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
export const THEME_CSS_PATH = resolve(here, '../../src/app/theme.css');

export type ThemeName = 'light' | 'dark';

/** The light block: the root's own. */
const LIGHT = /^:root\s*\{/m;

/** The declarations (`--name: value;`) of the first rule whose selector matches. */
function block(css: string, selector: RegExp): Map<string, string> {
  const start = css.search(selector);
  if (start < 0) throw new Error(`theme.css has no block ${String(selector)}`);
  const open = css.indexOf('{', start);
  const close = css.indexOf('}', open);
  const body = css.slice(open + 1, close).replace(/\/\*[\s\S]*?\*\//g, '');
  const declared = new Map<string, string>();
  for (const match of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    declared.set(match[1]!, match[2]!.trim());
  return declared;
}

export interface ThemeBlocks {
  light: Map<string, string>;
  dark: Map<string, string>;
  system: Map<string, string>;
  /** `color-scheme` of each block. */
  schemes: { light: string; dark: string; system: string };
}

export function themeBlocks(css = readFileSync(THEME_CSS_PATH, 'utf8')): ThemeBlocks {
  const scheme = (selector: RegExp) => {
    const start = css.search(selector);
    return /color-scheme:\s*(\w+)/.exec(css.slice(start))?.[1] ?? '';
  };
  const system = /@media \(prefers-color-scheme: dark\)\s*\{\s*:root:not\(\[data-theme='light'\]\)/;
  return {
    light: block(css, LIGHT),
    dark: block(css, /^:root\[data-theme='dark'\]\s*\{/m),
    system: block(css, system),
    schemes: {
      light: scheme(LIGHT),
      dark: scheme(/^:root\[data-theme='dark'\]\s*\{/m),
      system: scheme(system),
    },
  };
}

/** Every token of a theme with its value resolved (aliases followed). */
export function themeTokens(theme: ThemeName, blocks = themeBlocks()): Map<string, string> {
  const own = theme === 'light' ? blocks.light : new Map([...blocks.light, ...blocks.dark]);
  const resolved = new Map<string, string>();
  const value = (name: string, seen: string[]): string => {
    const raw = own.get(name);
    if (raw === undefined) throw new Error(`${theme}: ${name} is not declared`);
    if (seen.includes(name)) throw new Error(`${theme}: ${[...seen, name].join(' → ')} loops`);
    return raw.replace(/var\((--[\w-]+)\)/g, (_m, target: string) =>
      value(target, [...seen, name]),
    );
  };
  for (const name of own.keys()) resolved.set(name, value(name, []));
  return resolved;
}
