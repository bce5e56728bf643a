// Pins issue 33 §3 "refusal codes live as constants in contracts/": 方案不存在 is one refusal (one
// code, one text) wherever a plan is looked up, a reused requestId is one refusal wherever a call is
// idempotent, and no server feature spells out a code the app compares against — the app and the
// server read the same constant, so neither can drift from the other.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAN_NOT_FOUND, PLAN_REFUSAL_CODES, PUBLISH_REFUSAL_CODES } from '@contracts/plans';
import { NOTE_REFUSAL_CODES } from '@contracts/notes';
import { COMMON_REFUSAL_CODES, REQUEST_REUSED } from '@contracts/refusals';
import { NoteRefusals } from '../../../server/features/notes/refusals';
import { FeedbackRefusals } from '../../../server/features/feedback';
import { PlanRefusals } from '../../../server/features/plans';
import { PublishRefusals } from '../../../server/features/plans/publish';
import { CommonRefusals } from '../../../server/platform/refusals';
import { LedgerRefusals } from '../../../server/platform/ledger';

/** Every .ts/.tsx file below a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('one refusal per meaning', () => {
  it('says 方案不存在 with one code wherever a plan is looked up', () => {
    expect(PLAN_NOT_FOUND).toEqual({ status: 404, code: 'plan_not_found', msg: '方案不存在' });
    expect(PLAN_NOT_FOUND.code).toBe(PLAN_REFUSAL_CODES.notFound);
    for (const refusal of [
      PlanRefusals.notFound,
      NoteRefusals.subjectNotFound.plan,
      FeedbackRefusals.planNotFound,
    ])
      expect(refusal).toBe(PLAN_NOT_FOUND);
  });

  it('refuses a reused requestId one way', () => {
    expect(REQUEST_REUSED.code).toBe('idempotency_conflict');
    expect(PUBLISH_REFUSAL_CODES.requestReused).toBe(COMMON_REFUSAL_CODES.requestReused);
    expect(NOTE_REFUSAL_CODES.requestReused).toBe(COMMON_REFUSAL_CODES.requestReused);
    for (const refusal of [
      CommonRefusals.requestReused,
      LedgerRefusals.keyReused,
      PublishRefusals.requestReused,
      NoteRefusals.requestReused,
      FeedbackRefusals.requestReused,
    ])
      expect(refusal).toBe(REQUEST_REUSED);
  });
});

/** The codes server features spell out as string literals (none: they name contracts' constants). */
function serverLiteralCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of sources('server/features'))
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:code:\s*|refuse\()'([A-Za-z0-9_.]+)'/g))
      codes.add(m[1]!);
  return codes;
}

describe('server features', () => {
  it('spell out no refusal code: each is a constant of contracts/', () => {
    expect([...serverLiteralCodes()]).toEqual([]);
  });
});

describe('codes a contract names', () => {
  it('are used by name on the server, never spelled out again', () => {
    const named = new Set<string>();
    for (const file of sources('contracts'))
      for (const block of readFileSync(file, 'utf8').matchAll(
        /export const \w*(?:CODES|Codes) = \{([^}]*)\}/g,
      ))
        for (const m of block[1]!.matchAll(/:\s*'([A-Za-z0-9_.]+)'/g)) named.add(m[1]!);
    expect(named.size).toBeGreaterThan(50);
    expect([...serverLiteralCodes()].filter((code) => named.has(code))).toEqual([]);
  });
});
