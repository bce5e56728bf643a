import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * multipart/form-data bodies (file uploads), parsed by @fastify/multipart rather than by hand. A
 * route that takes a file reads it with `request.file({ limits })`, tightening these limits; any
 * other route sees such a request as one without a body (its input is empty, and its schema judges
 * that). The limits below are the ceiling for every route: one small file and a few short fields.
 */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: 8 * 1024 * 1024,
      files: 1,
      fields: 10,
      parts: 11,
      fieldSize: 64 * 1024,
      headerPairs: 100,
    },
  });
}
