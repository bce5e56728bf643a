import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './aliases.ts';
import { POSTGRES_SET } from './tests/integration/postgresSet.ts';

// Dates in tests are read in Beijing time, like the fans' phones; tests that need another zone say so.
process.env.TZ = 'Asia/Shanghai';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    // A slow integration or browser file fails the run unless it says why (docs/decisions/test-speed.md).
    reporters: ['default', './tests/kit/fileBudgetReporter.ts'],
    // Vitest's default is one worker fewer than the cores: on this 2-core machine, one file at a
    // time. Unit files keep both cores busy; integration files wait on databases, sockets and
    // server processes as much as they compute, so a third runs in those waits
    // (docs/decisions/test-speed.md).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          // A .ts file runs in node unless its first line asks for `@vitest-environment jsdom`: a
          // browser environment costs about half a second per file, more than most files' tests.
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/kit/setupDom.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Files that render are .tsx, and run in a browser environment.
          name: 'unit-dom',
          environment: 'jsdom',
          include: ['tests/unit/src/**/*.test.tsx'],
          setupFiles: ['tests/kit/setupDom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          maxWorkers: 3,
          // A worker runs its files in one module graph instead of loading the server's modules
          // again for each (9 min 7 s → 6 min 22 s on this machine). Safe here: no integration file
          // mocks a module or changes the environment, and what the server keeps in memory is keyed
          // by database (docs/decisions/test-speed.md).
          isolate: false,
          // Projects of another worker count run as a group of their own (vitest requires it when
          // one command runs several): unit first, then integration, PostgreSQL, browser.
          sequence: { groupOrder: 1 },
          // The run's migrated database, copied by every file (tests/kit/runTemplates.ts).
          globalSetup: ['tests/kit/runTemplates.globalSetup.ts'],
          include: ['tests/integration/**/*.test.ts'],
          // Server processes and databases start for real here; a slow CI machine needs the room.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // The integration files whose behaviour can differ on a real PostgreSQL server, run
          // again on one (npm run test:postgres; the rule in tests/integration/postgresSet.ts).
          name: 'postgres',
          environment: 'node',
          maxWorkers: 3,
          // As the integration project's (3 min 2 s → 2 min 8 s).
          isolate: false,
          sequence: { groupOrder: 2 },
          include: POSTGRES_SET.map((entry) => entry.file),
          globalSetup: ['tests/kit/runTemplates.globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          sequence: { groupOrder: 3 },
          // The run's seeded worlds, copied by every server the files start (tests/kit/worldTemplate.ts).
          globalSetup: ['tests/kit/runTemplates.globalSetup.ts'],
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll waits for what the page shows; its default of 1 s is a time, and two
          // browsers, their servers and the app's hydration on a loaded 2-core runner have gone past
          // it (a rendered page taken over after 1.7 s). The bound only says when to give up.
          expect: { poll: { timeout: 15_000 } },
          // Two files at a time: a browser file keeps less than one core busy (65% of one over a
          // whole run), as it waits on the simulated clock, pushes and polls in real time. Each file
          // has its own browser and, when it changes the world, its own server; the read-only ones
          // share one (tests/kit/sharedServer.ts) (docs/decisions/test-speed.md).
          maxWorkers: 2,
        },
      },
    ],
  },
});
