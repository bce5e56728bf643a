// Pins issue 33 §5: every repository path README.md and docs/ARCHITECTURE.md write in backticks —
// inline, or heading a line of a fenced block (the layer maps) — exists, so a file moved or deleted
// takes its documentation along. A path is a span that starts with a top folder of the tree; spans
// that name no path of the tree (a pattern, a placeholder) are skipped by a rule below, with why.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const DOCUMENTS = ['README.md', 'docs/ARCHITECTURE.md'];
const TOP_FOLDERS = [
  'src',
  'server',
  'schedulers',
  'realtime',
  'contracts',
  'domain',
  'tests',
  'bench',
  'scripts',
  'docs',
];

/** Spans that look like paths but name none, and why. */
const NOT_PATHS: readonly { test: (span: string) => boolean; reason: string }[] = [
  {
    test: (span) => /[*{}<>…]/.test(span),
    reason: 'a glob or a placeholder (`tests/unit/src/**/*.tsx`, `src/features/<name>/`)',
  },
  { test: (span) => /\s/.test(span), reason: 'a command or a phrase, not one path' },
];

/** The inline code spans of a Markdown text, and the first word of each line of its fenced blocks. */
function codeSpans(markdown: string): string[] {
  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].flatMap((m) =>
    (m[1] ?? '').split('\n').map((line) => line.trim().split(/\s+/)[0] ?? ''),
  );
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...[...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? ''), ...fenced];
}

function looksLikePath(span: string): boolean {
  return TOP_FOLDERS.some((folder) => span === folder || span.startsWith(`${folder}/`));
}

/** The paths a Markdown text names, skipped spans left out; `x.md#part` and `x.ts:12` name x. */
function namedPaths(markdown: string): string[] {
  const spans = codeSpans(markdown).filter(looksLikePath);
  const paths = spans.filter((span) => !NOT_PATHS.some((rule) => rule.test(span)));
  return [...new Set(paths.map((span) => span.replace(/[#:].*$/, '')))];
}

function missing(paths: readonly string[]): string[] {
  return paths.filter((path) => !existsSync(new URL(path, root)));
}

describe.each(DOCUMENTS)('%s', (document) => {
  it('names only paths that exist', () => {
    const paths = namedPaths(readFileSync(new URL(document, root), 'utf8'));
    expect(paths.length).toBeGreaterThan(5);
    expect(missing(paths)).toEqual([]);
  });
});

describe('the path check', () => {
  it('reports a gone file, and skips patterns and commands', () => {
    const probe = [
      'See `server/gone/away.ts` and `src/shared/http/`, `docs/api.md#requests`,',
      '`src/features/<name>/`, `tests/unit/src/**/*.tsx`, `scripts/test.ts --fast`.',
      '```',
      'bench/nowhere/   a map line',
      'import x from y',
      '```',
    ].join('\n');
    const paths = namedPaths(probe);
    expect(paths).toEqual([
      'server/gone/away.ts',
      'src/shared/http/',
      'docs/api.md',
      'bench/nowhere/',
    ]);
    expect(missing(paths)).toEqual(['server/gone/away.ts', 'bench/nowhere/']);
  });
});
