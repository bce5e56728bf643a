/**
 * Moves files and folders with `git mv` and rewrites every import that reaches them (or leaves
 * from them): relative specifiers are recomputed, alias specifiers (@contracts/…) keep their alias.
 * Used for renames that touch many importers, so no path is edited by hand.
 *
 *   npx tsx scripts/moveModules.ts old=new [old=new …]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { aliases } from '../aliases';

const root = resolve(import.meta.dirname, '..');
const pairs = process.argv.slice(2).map((arg) => {
  const [from, to] = arg.split('=');
  if (!from || !to) throw new Error(`not old=new: ${arg}`);
  return [resolve(root, from), resolve(root, to)] as const;
});

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((f) => resolve(root, f));

/** Every tracked file's new place. */
const moved = new Map<string, string>();
for (const [from, to] of pairs) {
  for (const f of tracked) {
    if (f === from) moved.set(f, to);
    else if (f.startsWith(from + '/')) moved.set(f, to + f.slice(from.length));
  }
  if (![...moved.keys()].some((f) => f === from || f.startsWith(from + '/')))
    throw new Error(`nothing tracked at ${from}`);
}
const newPlace = (f: string) => moved.get(f) ?? f;

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
function resolveFile(base: string): { file: string; suffix: string } | null {
  for (const suffix of EXTENSIONS) {
    const file = base + suffix;
    if (existsSync(file) && statSync(file).isFile()) return { file, suffix };
  }
  return null;
}

const aliasEntries = Object.entries(aliases).sort((a, b) => b[1].length - a[1].length);
function targetOf(importer: string, spec: string): { base: string; alias?: string } | null {
  if (spec.startsWith('.')) return { base: resolve(dirname(importer), spec) };
  for (const [alias, dir] of aliasEntries) {
    if (spec === alias || spec.startsWith(alias + '/'))
      return { base: dir + spec.slice(alias.length), alias };
  }
  return null;
}

function specFor(importer: string, file: string, suffix: string, alias?: string): string {
  // Keep the specifier's form: no extension when it had none, the folder when it named a folder.
  let target = file.slice(0, file.length - suffix.length);
  if (suffix.startsWith('/index')) target = dirname(file);
  if (alias) {
    const dir = aliases[alias as keyof typeof aliases];
    if (target === dir || target.startsWith(dir + '/')) return alias + target.slice(dir.length);
  }
  let spec = relative(dirname(importer), target);
  if (!spec.startsWith('.')) spec = './' + spec;
  return spec;
}

// Paths named in prose, configuration and strings (docs, comments, lint zones, test lists), and
// import specifiers: both in one pass over the old text, so nothing replaced is replaced again.
const named = pairs.flatMap(([from, to]) => {
  const [a, b] = [relative(root, from), relative(root, to)];
  const stem = (p: string) => p.replace(/\.(ts|tsx)$/, '');
  return stem(a) === a
    ? [[a, b]]
    : [
        [a, b],
        [stem(a), stem(b)],
      ];
});
named.sort((x, y) => (y[0] as string).length - (x[0] as string).length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAMED = new RegExp(
  `(?<![A-Za-z0-9_])(${named.map(([a]) => escape(a as string)).join('|')})(?![A-Za-z0-9_]|\\.[a-z])`,
  'g',
);
const nameTo = new Map(named.map(([a, b]) => [a as string, b as string]));
const renamePaths = (text: string) => text.replace(NAMED, (m) => nameTo.get(m) ?? m);

const IMPORT =
  /((?:from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*|vi\.importActual(?:<[^>]*>)?\(\s*|require\(\s*))(['"])([^'"\n]+)\2/g;

function rewriteImports(importer: string, text: string): string {
  const after = newPlace(importer);
  let out = '';
  let last = 0;
  for (const m of text.matchAll(IMPORT)) {
    const [whole, lead, quote, spec] = m as unknown as [string, string, string, string];
    out += renamePaths(text.slice(last, m.index));
    last = m.index + whole.length;
    const target = targetOf(importer, spec);
    const found = target && resolveFile(target.base);
    if (!target || !found) {
      out += whole;
      continue;
    }
    const targetAfter = newPlace(found.file);
    const unchanged = after === importer && targetAfter === found.file;
    out += unchanged
      ? whole
      : `${lead}${quote}${specFor(after, targetAfter, found.suffix, target.alias)}${quote}`;
  }
  return out + renamePaths(text.slice(last));
}

const rewrites = new Map<string, string>();
for (const file of tracked) {
  if (!/\.(ts|tsx|js|mjs|cjs|md|json|sh|ya?ml|css|html)$/.test(file)) continue;
  if (file.includes('/drizzle/') || file.endsWith('package-lock.json')) continue;
  const text = readFileSync(file, 'utf8');
  const next = /\.(ts|tsx|js|mjs|cjs)$/.test(file) ? rewriteImports(file, text) : renamePaths(text);
  if (next !== text) rewrites.set(file, next);
}
for (const [from, to] of pairs) {
  execFileSync('mkdir', ['-p', dirname(to)]);
  if (to.startsWith(from + '/')) {
    // Into its own subfolder: through a neighbour first, since git cannot move a folder into itself.
    const aside = from + '.moving';
    execFileSync('git', ['mv', relative(root, from), relative(root, aside)], { cwd: root });
    execFileSync('mkdir', ['-p', dirname(to)]);
    execFileSync('git', ['mv', relative(root, aside), relative(root, to)], { cwd: root });
  } else {
    execFileSync('git', ['mv', relative(root, from), relative(root, to)], { cwd: root });
  }
}
for (const [file, text] of rewrites) writeFileSync(newPlace(file), text);
console.log(`moved ${moved.size} files, rewrote ${rewrites.size}`);
