import type { FastifyBaseLogger } from 'fastify';
import type { Health } from '../../../contracts/health';
import type { Database } from '../../db/database';
import { worldState } from '../../db/world';

/** What /healthz answers with 503: why the server is not fit to serve yet. */
export interface Unhealthy {
  status: 'unavailable';
  reason: string;
}

const REASONS = {
  empty: 'the world is not seeded yet: the first start is generating it',
  incomplete: 'the world is incomplete (a first start was cut short): the next start finishes it',
  database: 'the database does not answer',
} as const;

/**
 * ok only when the database answers and holds the whole generated world: a start that died while
 * seeding must not look healthy (issue 17 §4 item 1).
 */
export async function worldHealth(
  db: Database,
  log: FastifyBaseLogger,
): Promise<{ code: 200; body: Health } | { code: 503; body: Unhealthy }> {
  let reason: string;
  try {
    const state = await worldState(db);
    if (state.kind === 'whole') return { code: 200, body: { status: 'ok' } };
    reason = REASONS[state.kind];
  } catch (err) {
    log.error({ err }, 'health check: the database failed');
    reason = REASONS.database;
  }
  return { code: 503, body: { status: 'unavailable', reason } };
}
