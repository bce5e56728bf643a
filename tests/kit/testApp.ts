import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../server/app';
import { manualClock } from '../../server/clock';
import { readConfig, type ServerConfig } from '../../server/config';
import type { OpenedDatabase } from '../../server/db/database';
import type { SimulatorHandle } from '../../server/features/devSim';
import { signGateway as sign } from './gateway';
import { testDatabase } from './testDatabase';

export const TEST_SECRET = 'test-secret';

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
    now?: number;
    /** Simulated minus real time when the clock started (a SIM_START in the past is negative). */
    startOffset?: number;
    /** The simulator the development control drives (server/features/devSim). */
    simulator?: () => SimulatorHandle | undefined;
    /** The payment provider's clock (real time by default). */
    providerNow?: () => number;
  } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await testDatabase());
  const clock = manualClock(opts.now ?? Date.now(), opts.startOffset);
  const config: ServerConfig = {
    ...readConfig({ SPORTDATA_SECRET: TEST_SECRET }),
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
