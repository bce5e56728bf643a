// Pins issue 33 §3 "refusal codes live as constants in contracts/": 方案不存在 is one refusal (one
// code, one text) wherever a plan is looked up, a reused requestId is one refusal wherever a call is
// idempotent, and no server feature spells out a code the app compares against — the app and the
// server read the same constant, so neither can drift from the other. A code is spelt out in a
// refusal (`code: '…'`), to `refuse('…'` or to the gateway (`new GatewayError(status, '…'`);
// the gateway's 球队不存在 and 暂无该赔率数据 are one refusal each too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAN_NOT_FOUND, PLAN_REFUSAL_CODES, PUBLISH_REFUSAL_CODES } from '@contracts/plans';
import { NOTE_REFUSAL_CODES } from '@contracts/notes';
import {
  COMMON_REFUSAL_CODES,
  ODDS_NOT_FOUND,
  REQUEST_REUSED,
  TEAM_NOT_FOUND,
} from '@contracts/refusals';
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

  it('says 球队不存在 and 暂无该赔率数据 from one refusal each, never spelt out by a feature', () => {
    expect(TEAM_NOT_FOUND).toEqual({ status: 404, code: 'team_not_found', msg: '球队不存在' });
    expect(ODDS_NOT_FOUND).toEqual({ status: 404, code: 'odds_not_found', msg: '暂无该赔率数据' });
    const spelling = (text: string) =>
      sources('server/features').filter((file) => readFileSync(file, 'utf8').includes(`'${text}'`));
    expect(spelling(TEAM_NOT_FOUND.msg)).toEqual([]);
    expect(spelling(ODDS_NOT_FOUND.msg)).toEqual([]);
  });
});

/** A code spelt out as a string literal: in a refusal, to `refuse(`, or to a GatewayError. */
const LITERAL_CODE = /(?:code:\s*|refuse\(|new GatewayError\(\s*[^,()]+,\s*)'([A-Za-z0-9_.]+)'/g;

/** The codes `text` spells out as string literals. */
const literalCodes = (text: string) => [...text.matchAll(LITERAL_CODE)].map((m) => m[1]!);

/** The codes server features spell out as string literals (none: they name contracts' constants). */
function serverLiteralCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of sources('server/features'))
    for (const code of literalCodes(readFileSync(file, 'utf8'))) codes.add(code);
  return codes;
}

describe('server features', () => {
  it('spell out no refusal code: each is a constant of contracts/', () => {
    expect([...serverLiteralCodes()]).toEqual([]);
  });

  it('would be caught spelling one out in any of the three ways', () => {
    expect(
      literalCodes(`
        const gone = { status: 404, code: 'a_gone', msg: '不存在' };
        refuse('b_refused');
        throw new GatewayError(404, 'c_gateway', '不存在');
        throw new GatewayError(
          status,
          'd_gateway_wrapped',
          \`\${call} 参数错误\`,
        );
        throw new GatewayError(404, COMMON_REFUSAL_CODES.teamNotFound, TEAM_NOT_FOUND.msg);
      `),
    ).toEqual(['a_gone', 'b_refused', 'c_gateway', 'd_gateway_wrapped']);
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
