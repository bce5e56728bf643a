import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { worldHealth } from './worldHealth';

export function healthRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app.get('/healthz', { logLevel: 'warn' }, async (request, reply) => {
    const { code, body } = await worldHealth(deps.db, request.log);
    return reply.code(code).send(body);
  });
}
