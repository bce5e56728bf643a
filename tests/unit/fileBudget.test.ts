// Pins the suite's time guard (tests/kit/fileBudgetReporter.ts; docs/decisions/test-speed.md): an
// integration or browser file over the budget fails the run unless it says why and how long; unit
// files are not measured; a file within its stated allowance passes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import FileBudgetReporter, { allowedSeconds, FILE_BUDGET_S } from '../kit/fileBudgetReporter';

const dir = mkdtempSync(join(tmpdir(), 'budget-'));

function moduleOf(project: string, seconds: number, source: string): TestModule {
  const file = join(dir, `${project}-${seconds}-${Math.random().toString(36).slice(2)}.test.ts`);
  writeFileSync(file, source);
  return {
    moduleId: file,
    project: { name: project },
    diagnostic: () => ({
      environmentSetupDuration: 0,
      prepareDuration: 100,
      collectDuration: 900,
      setupDuration: 0,
      duration: seconds * 1000 - 1000,
    }),
  } as unknown as TestModule;
}

/** Runs the reporter over the modules; the exit code it leaves. */
function verdict(modules: TestModule[]): number | string | undefined {
  const before = process.exitCode;
  const reporter = new FileBudgetReporter();
  for (const module of modules) reporter.onTestModuleEnd(module);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  reporter.onTestRunEnd();
  error.mockRestore();
  const code = process.exitCode;
  process.exitCode = before;
  return code;
}

afterEach(() => vi.restoreAllMocks());

describe('the file time budget', () => {
  it('reads an allowance only when it gives a reason', () => {
    expect(allowedSeconds('// test-budget: 90 s — plays three whole matches\nit()')).toBe(90);
    expect(allowedSeconds('// test-budget: 90 s\nit()')).toBe(FILE_BUDGET_S);
    expect(allowedSeconds('it()')).toBe(FILE_BUDGET_S);
  });

  it('fails the run for an integration or browser file over the budget without a reason', () => {
    expect(verdict([moduleOf('integration', FILE_BUDGET_S + 5, 'it()')])).toBe(1);
    expect(verdict([moduleOf('e2e', FILE_BUDGET_S + 5, 'it()')])).toBe(1);
    expect(verdict([moduleOf('postgres', FILE_BUDGET_S + 5, 'it()')])).toBe(1);
  });

  it('passes files within the budget, within their allowance, and unit files', () => {
    const allowance = `// test-budget: ${FILE_BUDGET_S + 30} s — a whole match at speed\n`;
    expect(
      verdict([
        moduleOf('integration', FILE_BUDGET_S - 1, 'it()'),
        moduleOf('e2e', FILE_BUDGET_S + 20, allowance),
        moduleOf('unit', FILE_BUDGET_S * 3, 'it()'),
      ]),
    ).toBeUndefined();
    expect(verdict([moduleOf('e2e', FILE_BUDGET_S + 40, allowance)])).toBe(1);
  });
});
