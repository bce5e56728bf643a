import { format, resolveConfig } from 'prettier';
import type { Endpoint } from '../../contracts/endpoint';
import type { GatewayCall } from '../../contracts/gateway';
import type { Declaration } from './declarations';
import { fieldNames, inputText, shapeText } from './schemaText';

/**
 * The generated parts of docs/api.md: one table per contracts module of its endpoints, and one per
 * module of the gateway's apiNames. docs/api.md keeps each between two marker comments; the rest of
 * the page is written by hand and says what the declarations cannot (rules, refusals, choices).
 */

/** A table cell: one line, its pipes escaped. */
function cell(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/([|<])/g, '\\$1')
    .trim();
}

/**
 * The first sentence of a declaration's comment, without the call it names first
 * (`GET /api/x/{id}: what it does.` → `what it does.`).
 */
export function summary(doc: string, lead: string): string {
  let text = doc;
  if (text.startsWith(lead)) {
    text = text
      .slice(lead.length)
      .replace(/^(?:\?\S*)?\s*(?:\{[^}]*\}|\[[^\]]*\]|\([^)]*\))?\s*(?::|→|—)\s*/, '');
  }
  const first = /^(.*?[.!?])(?=\s+[A-Z(`]|$)/.exec(text);
  return (first?.[1] ?? text).trim();
}

function groupByFile(declarations: readonly Declaration[]): Map<string, Declaration[]> {
  const byFile = new Map<string, Declaration[]>();
  for (const declaration of declarations) {
    byFile.set(declaration.file, [...(byFile.get(declaration.file) ?? []), declaration]);
  }
  return byFile;
}

/**
 * Every value of `all` is declared exactly once in `declarations` and nothing else is: a list of
 * contracts/ and the files under it cannot disagree without the generator saying so.
 */
function assertSameSet(
  declarations: readonly Declaration[],
  all: readonly unknown[],
  listName: string,
): void {
  const declared = declarations.map((d) => d.value);
  const missing = all.filter((value) => !declared.includes(value));
  const extra = declarations.filter((d) => !all.includes(d.value));
  if (missing.length > 0 || extra.length > 0 || new Set(declared).size !== declared.length) {
    throw new Error(
      `${listName} and the declarations in contracts/ disagree: ${missing.length} not found in a file, ` +
        `not listed: ${extra.map((d) => `${d.file} ${d.name}`).join(', ') || 'none'}`,
    );
  }
}

function accessText(endpoint: Endpoint): string {
  return endpoint.answer === 'file' ? `${endpoint.access} (answers a file)` : endpoint.access;
}

function endpointInput(endpoint: Endpoint): string {
  if (!endpoint.bodyField) return inputText(endpoint.input);
  const others = (fieldNames(endpoint.input) ?? []).filter((name) => name !== endpoint.bodyField);
  return [`the body as ${endpoint.bodyField}`, ...others].join(', ');
}

/** The tables of the HTTP endpoints, one per declaring module. */
export function endpointTables(
  declarations: readonly Declaration[],
  allEndpoints: readonly Endpoint[],
): string {
  assertSameSet(declarations, allEndpoints, 'contracts/endpoints.ts');
  const sections = [...groupByFile(declarations)].map(([file, list]) => {
    const rows = list.map((d) => {
      const endpoint = d.value as Endpoint;
      const call = `${endpoint.method} ${endpoint.path}`;
      return [
        `\`${call}\``,
        accessText(endpoint),
        cell(endpointInput(endpoint)),
        cell(shapeText(endpoint.output)),
        cell(summary(d.doc, call)),
        `\`${d.name}\``,
      ];
    });
    return table(
      `### \`${file}\``,
      ['call', 'who', 'input', 'answers', 'what', 'declared as'],
      rows,
    );
  });
  return sections.join('\n\n');
}

/** The tables of the gateway's apiNames, one per declaring module. */
export function gatewayTables(
  declarations: readonly Declaration[],
  allCalls: readonly GatewayCall[],
): string {
  assertSameSet(declarations, allCalls, 'contracts/sportdata/calls.ts');
  const sections = [...groupByFile(declarations)].map(([file, list]) => {
    const rows = list.map((d) => {
      const call = d.value as GatewayCall;
      return [
        `\`${call.name}\``,
        cell(inputText(call.args)),
        cell(shapeText(call.output)),
        cell(summary(d.doc, call.name)),
      ];
    });
    return table(`### \`${file}\``, ['apiName', 'arguments', 'answers', 'what'], rows);
  });
  return sections.join('\n\n');
}

function table(heading: string, columns: readonly string[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    heading,
    '',
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(row.map((c) => c || '—'))),
  ].join('\n');
}

/** The markers a generated part stands between: `<!-- endpoints:begin -->` … `<!-- endpoints:end -->`. */
export function markers(name: string): { begin: string; end: string } {
  return { begin: `<!-- ${name}:begin -->`, end: `<!-- ${name}:end -->` };
}

/** What stands between a part's markers in a page (without the blank lines around it). */
export function generatedPart(page: string, name: string): string {
  const { begin, end } = markers(name);
  const from = page.indexOf(begin);
  const to = page.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/api.md has no ${begin} … ${end}`);
  return page.slice(from + begin.length, to).trim();
}

/** The page with a part's markers around `content` instead of what stood there. */
export function withGeneratedPart(page: string, name: string, content: string): string {
  const { begin, end } = markers(name);
  generatedPart(page, name);
  const from = page.indexOf(begin);
  const to = page.indexOf(end);
  return `${page.slice(0, from + begin.length)}\n\n${content}\n\n${page.slice(to)}`;
}

/** Markdown as `prettier --check .` wants it (tables aligned), so the lint agrees with the doc. */
export async function formatted(markdown: string, file: string): Promise<string> {
  const config = (await resolveConfig(file)) ?? {};
  return (await format(markdown, { ...config, parser: 'markdown' })).trim();
}
