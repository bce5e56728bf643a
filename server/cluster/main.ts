import { readConfig } from '../config';
import { startCluster } from './cluster';

/** Instances `npm run start:cluster` runs (CLUSTER_SIZE, default 2), named a, b, c… */
function clusterSize(value: string | undefined): number {
  const n = Number(value || 2);
  if (!Number.isInteger(n) || n < 1 || n > 8)
    throw new Error(`CLUSTER_SIZE must be a whole number from 1 to 8, got "${value}"`);
  return n;
}

/**
 * `npm run start:cluster`: the instances on the PostgreSQL and Redis its scripts started
 * (DATABASE_URL, REDIS_URL), behind the balancer on PORT; instance i listens on PORT + i. A dead
 * instance is started again; SIGTERM or Ctrl-C stops them all cleanly.
 */
async function main(): Promise<void> {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
    throw new Error(
      'DATABASE_URL and REDIS_URL must be set: run it as npm run start:cluster, which starts both',
    );
  const { host, port } = readConfig();
  const names = Array.from({ length: clusterSize(process.env.CLUSTER_SIZE) }, (_, i) =>
    String.fromCharCode(97 + i),
  );
  const cluster = await startCluster({
    names,
    host,
    port,
    instancePorts: names.map((_, i) => (port === 0 ? 0 : port + 1 + i)),
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    restart: true,
    print: (line) => console.log(line),
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('[cluster] stopping');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`Matchday cluster is ready at ${cluster.url}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
