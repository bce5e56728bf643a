// Pins the house rules the linter holds: layer boundaries (entities between the kernel and the
// features), feature isolation, entities used through their index, no cycles, no raw timers, no raw
// HTML, no integer in contracts/ without the bounds of contracts/integers.ts. Each probe is a real file linted with the project's config, then removed.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PROBES: Record<string, string> = {
  'src/shared/zzProbeUp.ts':
    "import { navigate } from '../app/navigation';\nexport const x = navigate;\n",
  'schedulers/zzProbe.ts':
    "import { date2 } from '../src/shared/format/date2';\nexport const x = date2;\n",
  'server/zzProbe.ts':
    "import { date2 } from '../src/shared/format/date2';\nexport const x = date2;\n",
  'src/shared/zzProbeTimer.ts':
    'export const t = setTimeout(() => undefined, 10);\nexport const u = window.setInterval(() => undefined, 10);\n',
  'src/shared/zzProbeHtml.tsx':
    'export const A = (p: { h: string }) => <div dangerouslySetInnerHTML={{ __html: p.h }} />;\n',
  'src/shared/zzCycleA.ts':
    "import { b } from './zzCycleB';\nexport const a = (): number => b() + 1;\n",
  'src/shared/zzCycleB.ts':
    "import { a } from './zzCycleA';\nexport const b = (): number => a() - 1;\n",
  'src/features/zz-probe-b/index.ts': "export { inner } from './inner';\n",
  'src/features/zz-probe-b/inner.ts': 'export const inner = 1;\n',
  'src/features/zz-probe-a/deep.ts':
    "import { inner } from '../zz-probe-b/inner';\nexport const x = inner;\n",
  'src/features/zz-probe-a/ok.ts':
    "import { inner } from '../zz-probe-b';\nexport const y = inner;\n",
  'src/entities/zz-probe-e/index.ts': "export { part } from './part';\n",
  'src/entities/zz-probe-e/part.ts': 'export const part = 1;\n',
  'src/entities/zz-probe-e/up.ts':
    "import { inner } from '../../features/zz-probe-b';\nexport const z = inner;\n",
  'src/shared/zzProbeEntity.ts':
    "import { part } from '../entities/zz-probe-e';\nexport const x = part;\n",
  'src/features/zz-probe-a/entityDeep.ts':
    "import { part } from '../../entities/zz-probe-e/part';\nexport const x = part;\n",
  'src/features/zz-probe-a/entityOk.ts':
    "import { part } from '../../entities/zz-probe-e';\nexport const y = part;\n",
  'contracts/zzProbeInt.ts':
    "import { z } from 'zod/mini';\nexport const a = z.int();\nexport const b = z.number().check(z.int32());\n",
  'contracts/zzProbeIntOk.ts':
    "import { int32 } from './integers';\nexport const a = int32({ min: 1 });\n",
  'server/simulator/zzProbeSeed.ts':
    "import { seedOdds } from '../seed/odds';\nexport const x = seedOdds;\n",
  'server/features/zzProbeSeed.ts':
    "import { ensureWorld } from '../seed/index';\nexport const x = ensureWorld;\n",
  'server/domain/zzProbeDb.ts':
    "import { matches } from '../db/schema';\nexport const x = matches;\n",
  'server/domain/zzProbeFeature.ts':
    "import { recomputeStandings } from '../features/analysis';\nexport const x = recomputeStandings;\n",
  'server/features/zzProbeFeature/index.ts': "export { inner } from './inner';\n",
  'server/features/zzProbeFeature/inner.ts': 'export const inner = 1;\n',
  'server/features/analysis/zzProbeDeep.ts':
    "import { inner } from '../zzProbeFeature/inner';\nexport const x = inner;\n",
  'server/features/analysis/zzProbeOk.ts':
    "import { inner } from '../zzProbeFeature';\nexport const y = inner;\n",
  'server/simulator/zzProbeDeep.ts':
    "import { inner } from '../features/zzProbeFeature/inner';\nexport const x = inner;\n",
  'server/domain/zzProbeOk.ts':
    "import { SPORT } from '../../domain/sport';\nimport { ODDS_TYPES } from '../../contracts/sportdata/odds';\nimport { hashSeed } from './random';\nexport const x = [SPORT, ODDS_TYPES, hashSeed];\n",
};

let rulesByFile = new Map<string, string[]>();

/**
 * Lints all probes in one fresh CLI process, as `npm test` does: the config lists feature folders when
 * it loads, so an in-process ESLint created earlier would not know the probe folders.
 */
beforeAll(async () => {
  for (const [path, code] of Object.entries(PROBES)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, code);
  }
  const run = promisify(execFile);
  const output = await run(
    'node_modules/.bin/eslint',
    ['--format', 'json', ...Object.keys(PROBES)],
    { maxBuffer: 10_000_000 },
  ).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? '[]',
  );
  const results = JSON.parse(output) as Array<{
    filePath: string;
    messages: Array<{ ruleId: string | null; message: string }>;
  }>;
  rulesByFile = new Map(
    results.map((r) => [r.filePath, r.messages.map((m) => m.ruleId ?? m.message)]),
  );
}, 120_000);

afterAll(() => {
  for (const path of Object.keys(PROBES)) rmSync(path, { force: true });
  rmSync('src/features/zz-probe-a', { recursive: true, force: true });
  rmSync('src/features/zz-probe-b', { recursive: true, force: true });
  rmSync('src/entities/zz-probe-e', { recursive: true, force: true });
  rmSync('server/features/zzProbeFeature', { recursive: true, force: true });
});

const rulesOf = (path: string) => rulesByFile.get(resolve(path)) ?? [];

describe('lint boundaries', () => {
  it('forbids src/shared from importing the app shell', () => {
    expect(rulesOf('src/shared/zzProbeUp.ts')).toContain('import-x/no-restricted-paths');
  });

  it('forbids schedulers/ from importing src/', () => {
    expect(rulesOf('schedulers/zzProbe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('forbids the server from importing the client', () => {
    expect(rulesOf('server/zzProbe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('forbids raw setTimeout and setInterval outside schedulers/', () => {
    expect(rulesOf('src/shared/zzProbeTimer.ts')).toEqual(
      expect.arrayContaining(['no-restricted-globals', 'no-restricted-properties']),
    );
  });

  it('forbids dangerouslySetInnerHTML', () => {
    expect(rulesOf('src/shared/zzProbeHtml.tsx')).toContain('no-restricted-syntax');
  });

  it('gives integers in contracts/ their bounds from contracts/integers.ts only', () => {
    expect(rulesOf('contracts/zzProbeInt.ts')).toContain('no-restricted-syntax');
    expect(rulesOf('contracts/zzProbeIntOk.ts')).not.toContain('no-restricted-syntax');
  });

  it('forbids import cycles', () => {
    expect(rulesOf('src/shared/zzCycleB.ts')).toContain('import-x/no-cycle');
  });

  it('keeps entities between the kernel and the features', () => {
    expect(rulesOf('src/shared/zzProbeEntity.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('src/entities/zz-probe-e/up.ts')).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature use an entity only through its index.ts', () => {
    expect(rulesOf('src/features/zz-probe-a/entityDeep.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(rulesOf('src/features/zz-probe-a/entityOk.ts')).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('keeps production code from the seed, and server/domain pure (issue 33 §2)', () => {
    expect(rulesOf('server/simulator/zzProbeSeed.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('server/features/zzProbeSeed.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('server/domain/zzProbeDb.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('server/domain/zzProbeFeature.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('server/domain/zzProbeOk.ts')).not.toContain('import-x/no-restricted-paths');
  });

  it('lets a feature use another only through its index.ts', () => {
    expect(rulesOf('src/features/zz-probe-a/deep.ts')).toContain('import-x/no-restricted-paths');
    expect(rulesOf('src/features/zz-probe-a/ok.ts')).not.toContain('import-x/no-restricted-paths');
  });

  it('lets a server feature, and the simulator, use a server feature only through its index.ts', () => {
    expect(rulesOf('server/features/analysis/zzProbeDeep.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(rulesOf('server/features/analysis/zzProbeOk.ts')).not.toContain(
      'import-x/no-restricted-paths',
    );
    expect(rulesOf('server/simulator/zzProbeDeep.ts')).toContain('import-x/no-restricted-paths');
  });
});
