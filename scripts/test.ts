/**
 * `npm test`: every check, step by step, with what each took and the total at the end
 * (docs/decisions/test-speed.md). Steps that do not wait for each other and each keep one core
 * busy run side by side (the machine has two): ESLint beside typecheck and the formatting check,
 * the app's build beside the PostgreSQL pass. The first failing step stops the run; the times so
 * far are printed either way.
 *
 *   npm test                      everything, as CI runs it
 *   npm run test:unit             one step (see package.json for the others)
 *   npx vitest run tests/unit/x.test.ts   one file
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  /**
   * Lanes run side by side; a lane is one npm script, or several run one after the other (the
   * formatting check after typecheck: together they take about as long as ESLint beside them).
   */
  lanes: Array<string | string[]>;
}

interface Result {
  script: string;
  ok: boolean;
  seconds: number;
}

const STEPS: Step[] = [
  { name: 'lint + typecheck + format', lanes: ['lint', ['typecheck', 'format:check']] },
  { name: 'unit', lanes: ['test:unit'] },
  { name: 'integration (PGlite)', lanes: ['test:integration'] },
  { name: 'PostgreSQL pass + build', lanes: ['test:postgres', 'build'] },
  { name: 'cluster', lanes: ['test:cluster'] },
  { name: 'browser', lanes: ['test:e2e:built'] },
];

/**
 * Runs one npm script. Alone, its output streams through; beside others it is kept and printed
 * whole when it ends, so two steps' lines never interleave.
 */
function run(script: string, alone: boolean): Promise<Result> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n── ${script} ──\n${output}`);
      resolve({ script, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const format = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, ' ')} s`;

const started = Date.now();
const done: Array<{ name: string; seconds: number; results: Result[] }> = [];
let failed: Result | undefined;
for (const step of STEPS) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${step.name}`);
  const alone = step.lanes.length === 1;
  const lanes = await Promise.all(
    step.lanes.map(async (lane) => {
      const ran: Result[] = [];
      for (const script of [lane].flat()) {
        const result = await run(script, alone);
        ran.push(result);
        if (!result.ok) break;
      }
      return ran;
    }),
  );
  const results = lanes.flat();
  done.push({ name: step.name, seconds: (Date.now() - stepStarted) / 1000, results });
  failed = results.find((result) => !result.ok);
  if (failed) break;
}

console.log('\nnpm test, step by step:');
for (const step of done) {
  const parts =
    step.results.length > 1
      ? `  (${step.results.map((r) => `${r.script} ${format(r.seconds)}`).join(', ')})`
      : '';
  console.log(`  ${step.name.padEnd(26)} ${format(step.seconds)}${parts}`);
}
console.log(`  ${'total'.padEnd(26)} ${format((Date.now() - started) / 1000)}`);
if (failed) {
  console.log(`\nfailed: npm run ${failed.script}`);
  process.exit(1);
}
