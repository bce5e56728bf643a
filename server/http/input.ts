import type { FastifyRequest } from 'fastify';

/** Query and JSON body together: the spec sends GET params, a POST may send a body (or a form). */
export function inputOf(request: FastifyRequest): unknown {
  const query = request.query && typeof request.query === 'object' ? request.query : {};
  const body = request.body && typeof request.body === 'object' ? request.body : {};
  return { ...query, ...body };
}
