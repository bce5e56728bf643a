/**
 * The baseline of bench/plain-start.ts: a bare Fastify on this machine, in its own process as the
 * companion server is (the load generator keeps the bench's own thread). It answers a tiny JSON at
 * /tiny and serves the built app with @fastify/static under the companion server's own options
 * (server/platform/staticApp.ts), so the static figures differ only by what the server adds.
 * No logger, no hooks. Prints `bare fastify at <url>` once listening.
 *
 *   node --import tsx bench/bareFastifyServer.ts <distDir>   (bench/bareFastify.ts starts it)
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const distDir = process.argv[2];
if (!distDir) throw new Error('usage: bareFastifyServer.ts <distDir>');

const app = Fastify();
app.get('/tiny', (_request, reply) => reply.send({ hello: 'world' }));
await app.register(fastifyStatic, {
  root: distDir,
  wildcard: true,
  preCompressed: true,
  cacheControl: false,
  setHeaders: (reply) => {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  },
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`bare fastify at ${url}`);
// The bench stops it with SIGTERM; close so the port is let go before the next server starts.
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
