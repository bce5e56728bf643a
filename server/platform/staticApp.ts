import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { hasBuiltApp } from '../config';
import { fail } from './envelope';

const API_PREFIXES = ['/api/', '/sportdata/', '/socket.io/', '/healthz'];

/**
 * Serves the built app. Routing is in the hash, so the server only needs index.html for any other
 * GET; API paths that match nothing get a JSON 404 instead of the page.
 */
export async function serveBuiltApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = hasBuiltApp(distDir);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: ['index.html'],
      wildcard: true,
      maxAge: '1h',
    });
  } else {
    app.log.warn({ distDir }, 'no built app found; run `npm run build` (npm start does it)');
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isApi || request.method !== 'GET')
      return reply.code(404).send(fail('not_found', '接口不存在'));
    // A missing file (an old asset after a rebuild) is a 404, never the page in its place.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? ''))
      return reply.code(404).type('text/plain').send('Not found');
    if (!built)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet: run `npm run build`.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
