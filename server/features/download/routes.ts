import type { FastifyInstance } from 'fastify';
import { DOWNLOAD_APP_PATH } from '../../../contracts/download';
import { downloadTarget, type DownloadUrls } from './target';

/**
 * The download page's 立即下载 (`/download/app?agentId=`): a redirect a browser follows, never a
 * JSON answer and never a 5xx — to the phone's store, or back to the page that says there is no
 * package. It depends on the phone, so no cache keeps it for another.
 */
export function downloadRoutes(app: FastifyInstance, deps: { urls: DownloadUrls }): void {
  app.get<{ Querystring: Record<string, unknown> }>(DOWNLOAD_APP_PATH, (request, reply) => {
    const target = downloadTarget(deps.urls, {
      userAgent: request.headers['user-agent'],
      agentId: request.query.agentId,
    });
    reply.header('cache-control', 'no-store').header('vary', 'User-Agent');
    return reply.redirect(target.kind === 'store' ? target.url : target.location, 302);
  });
}
