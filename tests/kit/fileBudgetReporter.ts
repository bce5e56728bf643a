/**
 * The guard that keeps the suite fast (docs/decisions/test-speed.md): an integration, PostgreSQL or
 * browser test file that takes longer than FILE_BUDGET_S fails the run, unless the file says why
 * it may, and how long, in a line of its own:
 *
 *   // test-budget: 90 s — plays three whole matches at SIM_SPEED=60
 *
 * Unit files are not measured (each is a fraction of a second; the step's total shows drift). The
 * time is the file's own: setting up its environment, importing it, its hooks and its tests.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** The budget; MATCHDAY_FILE_BUDGET_S lowers it to try the guard (tests/unit/fileBudget.test.ts). */
export const FILE_BUDGET_S = Number(process.env.MATCHDAY_FILE_BUDGET_S || 60);
const MEASURED = new Set(['integration', 'postgres', 'e2e']);
const ALLOWANCE = /^\s*\/\/ test-budget: (\d+) s — \S/m;

/** The seconds a file may take: its own allowance, or the budget. */
export function allowedSeconds(source: string): number {
  const allowance = ALLOWANCE.exec(source);
  return allowance ? Number(allowance[1]) : FILE_BUDGET_S;
}

function secondsOf(module: TestModule): number {
  const d = module.diagnostic();
  return (
    (d.environmentSetupDuration +
      d.prepareDuration +
      d.collectDuration +
      d.setupDuration +
      d.duration) /
    1000
  );
}

export default class FileBudgetReporter implements Reporter {
  private readonly over: string[] = [];

  onTestModuleEnd(module: TestModule): void {
    if (!MEASURED.has(module.project.name)) return;
    const seconds = secondsOf(module);
    if (seconds <= FILE_BUDGET_S) return;
    const allowed = allowedSeconds(readFileSync(module.moduleId, 'utf8'));
    if (seconds > allowed)
      this.over.push(
        `${relative(process.cwd(), module.moduleId)} (${module.project.name}): ${seconds.toFixed(1)} s, over its ${allowed} s`,
      );
  }

  onTestRunEnd(): void {
    if (this.over.length === 0) return;
    console.error(
      `\nTest files over their time budget (${FILE_BUDGET_S} s unless the file says "// test-budget: N s — why"):\n` +
        this.over.map((line) => `  ${line}`).join('\n'),
    );
    process.exitCode = 1;
  }
}
