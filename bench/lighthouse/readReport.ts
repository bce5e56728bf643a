/**
 * What bench/lighthouse.ts prints of a Lighthouse report (its JSON result, `lhr`): the category
 * scores, the audits that fail, and for performance where the time goes. It reads a report and
 * prints; it runs nothing.
 */
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LABELS: Record<(typeof CATEGORIES)[number], string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};
/** The performance metrics printed beside the score. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
/** How many opportunities (estimated savings) are printed per route. */
const TOP_OPPORTUNITIES = 6;

/** The category scores out of 100 (NaN when a category did not run). */
export function scoresOf(lhr: Result): number[] {
  return CATEGORIES.map((id) => {
    const score = lhr.categories[id]?.score;
    return typeof score === 'number' ? Math.round(score * 100) : NaN;
  });
}

/** The audits of a category that count and did not pass, heaviest first. */
function failingAudits(lhr: Result, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit) return false;
      if (audit.scoreDisplayMode === 'error') return true;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) return false;
      // Performance's metrics are the score itself, printed with their values below.
      if (ref.group === 'metrics') return false;
      return audit.score !== null && audit.score < (audit.scoreDisplayMode === 'binary' ? 1 : 0.9);
    })
    .sort((a, b) => b.weight - a.weight)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      return audit?.scoreDisplayMode === 'error' ? `${ref.id} (error)` : ref.id;
    });
}

/** The first DOM node an audit's details name (the largest paint's element). */
function firstNode(details: unknown): string | undefined {
  if (details === null || typeof details !== 'object') return undefined;
  const record = details as Record<string, unknown>;
  const node = record.node as
    { selector?: string; snippet?: string; nodeLabel?: string } | undefined;
  if (node?.snippet) return `${node.selector ?? ''} ${node.snippet.slice(0, 120)}`.trim();
  for (const value of Object.values(record)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      const found = firstNode(item);
      if (found) return found;
    }
  }
  return undefined;
}

/** Opportunities with estimated savings (Lighthouse's metricSavings), largest first. */
function opportunities(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .flatMap((audit) => {
      const savings = Object.entries(audit.metricSavings ?? {}).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
      );
      if (savings.length === 0 || audit.score === null || audit.score >= 0.9) return [];
      // CLS is unitless: weigh it as Lighthouse's scoring roughly does (0.1 CLS ≈ a second of LCP).
      const weight = Math.max(...savings.map(([metric, v]) => (metric === 'CLS' ? v * 10_000 : v)));
      const saved = savings
        .map(([metric, v]) =>
          metric === 'CLS' ? `CLS −${v.toFixed(3)}` : `${metric} −${Math.round(v)} ms`,
        )
        .join(', ');
      return [{ weight, line: `${audit.id}: ${saved} (${audit.displayValue ?? ''})` }];
    })
    .sort((a, b) => b.weight - a.weight)
    .slice(0, TOP_OPPORTUNITIES)
    .map(({ line }) => line);
}

type Items = Array<Record<string, unknown>>;

/** The rows of an audit's table, or of the tables of its list. */
function itemsOf(lhr: Result, id: string): Items {
  const details = lhr.audits[id]?.details as { type?: string; items?: Items } | undefined;
  const items = details?.items ?? [];
  return details?.type === 'list' ? items.flatMap((table) => (table.items as Items) ?? []) : items;
}

/** Where the simulated LCP goes: time to first byte, load delay and time, render delay. */
function lcpPhases(lhr: Result): string {
  return itemsOf(lhr, 'largest-contentful-paint-element')
    .filter((row) => typeof row.phase === 'string')
    .map((row) => `${String(row.phase)} ${Math.round(Number(row.timing))} ms`)
    .join(', ');
}

/** A URL's path; Lighthouse's words ("Unattributable") as they are. */
const pathOf = (url: string) => (/^https?:/.test(url) ? new URL(url).pathname : url);

/** The longest main-thread tasks (they make the blocking time) with the script they ran. */
function longTasks(lhr: Result): string {
  return itemsOf(lhr, 'long-tasks')
    .slice(0, 4)
    .map((row) => `${Math.round(Number(row.duration))} ms ${pathOf(String(row.url))}`)
    .join(', ');
}

/** What shifted, and by how much. */
function layoutShifts(lhr: Result): string {
  return itemsOf(lhr, 'layout-shifts')
    .filter((row) => Number(row.score) > 0.005)
    .map((row) => `${firstNode(row)?.split(' <')[0] ?? '?'} ${Number(row.score).toFixed(3)}`)
    .join(', ');
}

/** The run of median performance score. */
export function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor(sorted.length / 2)]!;
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

export function printRun(route: string, lhr: Result, runs: Result[]): void {
  console.log(`\n#${route}`);
  const scores = scoresOf(lhr);
  console.log(
    '  ' +
      CATEGORIES.map((id, i) => `${LABELS[id]} ${scores[i]}`).join('  ') +
      (runs.length > 1
        ? `   (performance over ${runs.length} runs: ${runs.map((r) => scoresOf(r)[0]).join(', ')})`
        : ''),
  );
  console.log(
    '  ' +
      METRICS.map(
        (id) => `${lhr.audits[id]?.title ?? id} ${lhr.audits[id]?.displayValue ?? '?'}`,
      ).join('  '),
  );
  const lcpElement = firstNode(lhr.audits['largest-contentful-paint-element']?.details);
  console.log(`  LCP element: ${lcpElement ?? '(none reported)'}`);
  console.log(`  LCP phases (simulated): ${lcpPhases(lhr) || '?'}`);
  const tasks = longTasks(lhr);
  if (tasks) console.log(`  longest tasks (observed): ${tasks}`);
  const shifts = layoutShifts(lhr);
  if (shifts) console.log(`  layout shifts: ${shifts}`);
  for (const id of CATEGORIES) {
    const failing = failingAudits(lhr, id);
    if (failing.length > 0) console.log(`  failing ${LABELS[id]}: ${failing.join(', ')}`);
  }
  const top = opportunities(lhr);
  if (top.length > 0) {
    console.log('  opportunities:');
    for (const line of top) console.log(`    ${line}`);
  }
}

/** The scores of every route, as a Markdown table (what docs/decisions/lighthouse.md records). */
export function printSummary(summary: ReadonlyArray<[string, number[]]>): void {
  console.log(`\n| route | ${CATEGORIES.map((id) => LABELS[id]).join(' | ')} |`);
  console.log(`|---|${CATEGORIES.map(() => '---').join('|')}|`);
  for (const [route, scores] of summary)
    console.log(`| \`#${route}\` | ${scores.map((s) => pad(s, 3)).join(' | ')} |`);
}
