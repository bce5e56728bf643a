import type { FastifyInstance } from 'fastify';
import type { Health } from '../../../contracts/health';

export function healthRoutes(app: FastifyInstance): void {
  app.get('/healthz', { logLevel: 'warn' }, (): Health => ({ status: 'ok' }));
}
