import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core (Deque's accessibility engine) in a page driven by playwright-core. Its source is
 * evaluated through the DevTools protocol rather than added as a script tag: the app's
 * Content-Security-Policy refuses inline scripts (and the browser kit fails a test on any refusal),
 * while an evaluation is the debugger's, outside the page's policy.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

/** One rule a page breaks, with where. */
export interface AxeViolation {
  rule: string;
  impact: AxeImpact | null;
  help: string;
  /** How many elements break it. */
  nodes: number;
  /** A CSS selector of each element that breaks it (its first few). */
  targets: string[];
  /** axe's reason for the first element (the contrast rule's ratio and colours, for one). */
  why: string;
}

/** What the issue asks to be zero: serious and critical violations. */
export const BLOCKING: ReadonlySet<AxeImpact | null> = new Set<AxeImpact | null>([
  'serious',
  'critical',
]);

export interface AxeRunOptions {
  /** Rules switched off for this run (e.g. ['color-contrast'] to find the rest while colours change). */
  disable?: readonly string[];
}

/** Runs axe on the whole document as it is now and returns its violations. */
export async function axeViolations(page: Page, opts: AxeRunOptions = {}): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (disable) => {
    type Node = { target: unknown[]; failureSummary?: string; any: Array<{ message: string }> };
    type Result = { id: string; impact: string | null; help: string; nodes: Node[] };
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const rules = Object.fromEntries(disable.map((id) => [id, { enabled: false }]));
    const results = (await axe.run(document, {
      rules,
      resultTypes: ['violations'],
    })) as { violations: Result[] };
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact as AxeImpact | null,
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' >> ')),
      why: (v.nodes[0]?.any[0]?.message ?? v.nodes[0]?.failureSummary ?? '').slice(0, 200),
    }));
  }, opts.disable ?? []);
}
