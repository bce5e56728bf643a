import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../server/app';
import { manualClock } from '../../server/clock';
import { readConfig, type ServerConfig } from '../../server/config';
import type { OpenedDatabase } from '../../server/db/database';
import type { SimulatorHandle } from '../../server/features/devSim';
import type { PaymentProvider } from '../../server/paymentProvider';
import { signGateway as sign } from './gateway';
import { seededTestDatabase, type SeededWorld } from './seededDatabase';
import { testDatabase } from './testDatabase';

export const TEST_SECRET = 'test-secret';
/** The guarding secrets of the in-process test server (platform/secrets.ts). */
export const TEST_PAY_NOTIFY_SECRET = 'test-pay-notify-secret';
export const TEST_PARTNER_SECRET = 'test-partner-secret';

export interface TestApp {
  app: FastifyInstance;
  database: OpenedDatabase;
  clock: ReturnType<typeof manualClock>;
  /** Calls the sport-data gateway with a good signature. */
  gateway(apiName: string, args?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The companion server in-process (`inject`), on the test database (PGlite, or PostgreSQL under
 * scripts/with-postgres.sh) and a clock the test moves by hand.
 */
export async function startTestApp(
  opts: {
    config?: Partial<ServerConfig>;
    database?: OpenedDatabase;
    /** Start on a database with these parts of the world seeded (the run's copy: seededDatabase.ts). */
    seeded?: SeededWorld;
    now?: number;
    /** Simulated minus real time when the clock started (a SIM_START in the past is negative). */
    startOffset?: number;
    /** The simulator the development control drives (server/features/devSim). */
    simulator?: () => SimulatorHandle | undefined;
    /** The payment provider's clock (real time by default). */
    providerNow?: () => number;
    /** Where the server prints SMS codes (nowhere by default). */
    print?: (line: string) => void;
  } = {},
): Promise<TestApp> {
  const database =
    opts.database ?? (opts.seeded ? await seededTestDatabase(opts.seeded) : await testDatabase());
  const clock = manualClock(opts.now ?? Date.now(), opts.startOffset);
  const config: ServerConfig = {
    // The tests open the development doors and check every answer against its contract.
    ...readConfig({
      SPORTDATA_SECRET: TEST_SECRET,
      PAY_NOTIFY_SECRET: TEST_PAY_NOTIFY_SECRET,
      PARTNER_SECRET: TEST_PARTNER_SECRET,
      MATCHDAY_DEV_API: '1',
      MATCHDAY_CHECK_ANSWERS: '1',
    }),
    distDir: '/nonexistent',
    ...opts.config,
  };
  const app = await buildServer(config, {
    db: database.db,
    clock,
    logger: false,
    simulator: opts.simulator,
    providerNow: opts.providerNow,
    listen: database.listen,
    print: opts.print ?? (() => {}),
  });
  return {
    app,
    database,
    clock,
    gateway: (apiName, args = {}) => {
      const timestamp = Date.now();
      const verifyStr = signGateway(apiName, timestamp, config.sportdataSecret);
      return app.inject({
        method: 'POST',
        url: '/sportdata/f',
        payload: { ...args, apiName, timestamp, verifyStr },
      });
    },
    close: async () => {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
}

/** verifyStr as the client computes it, with the test app's secret unless told otherwise. */
export function signGateway(apiName: string, timestamp: number, secret = TEST_SECRET): string {
  return sign(apiName, timestamp, secret);
}

/**
 * A server as a production start without PAY_PROVIDER makes it (issue 30 §2): no payment provider,
 * so no cashier, and top-ups and direct pay refused.
 */
export function startWithoutProvider(opts: { now: number; database: OpenedDatabase }) {
  return startTestApp({ ...opts, config: { production: true, payProvider: null } });
}

/** The payment-provider simulator of a test server (configured outside production by default). */
export function simulatorOf(app: FastifyInstance): PaymentProvider {
  if (!app.paymentProvider) throw new Error('this server has no payment provider (PAY_PROVIDER)');
  return app.paymentProvider;
}
