import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The endpoints and gateway calls as written in contracts/: which file declares each, under which
 * export name, with the doc comment right above it. The values themselves come from importing the
 * file; the text gives what the objects cannot (their name, their comment, their file).
 */

export interface Declaration {
  /** The declaring file, from the repository's root: `contracts/plans.ts`. */
  file: string;
  /** The export name a caller imports: `planDetail`. */
  name: string;
  /** The doc comment's text on one line, or '' without one. */
  doc: string;
  /** What the file exports under that name. */
  value: unknown;
}

const DECLARATION =
  /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)?\s*export const (\w+)\s*=\s*(defineEndpoint|defineGatewayCall)\(/g;

/** A doc comment's text on one line: the `/**`, `*` and `*\/` marks dropped. */
export function commentText(comment: string): string {
  return comment
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
}

/** Every `export const X = defineEndpoint(` or `defineGatewayCall(` of one source text. */
export function declarationsIn(
  source: string,
  kind: 'defineEndpoint' | 'defineGatewayCall',
): { name: string; doc: string }[] {
  return [...source.matchAll(DECLARATION)]
    .filter((match) => match[3] === kind)
    .map((match) => ({ name: match[2] ?? '', doc: match[1] ? commentText(match[1]) : '' }));
}

/** The TypeScript files of a folder and its subfolders (contracts/account/centre/…), by path. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => join(dir, file));
}

/** The declarations of one kind in a folder's files, each with the value its file exports. */
export async function declarationsOf(
  root: string,
  dir: string,
  kind: 'defineEndpoint' | 'defineGatewayCall',
): Promise<Declaration[]> {
  const found: Declaration[] = [];
  for (const path of sourceFiles(join(root, dir))) {
    const written = declarationsIn(readFileSync(path, 'utf8'), kind);
    if (written.length === 0) continue;
    const module = (await import(path)) as Record<string, unknown>;
    const file = relative(root, path).split('\\').join('/');
    for (const { name, doc } of written) found.push({ file, name, doc, value: module[name] });
  }
  return found;
}
