import type { MultipartFile } from '@fastify/multipart';
import {
  IMAGE_PATH_PREFIX,
  UPLOAD_MAX_BYTES,
  uploadedImage,
  uploadImage,
} from '../../../contracts/uploads';
import type { Database } from '../../db/database';
import { CommonRefusals, done, refused, type Outcome } from '../../platform/refusals';
import type { Router } from '../../platform/route';
import { UploadRefusals } from './refusals';
import { readUpload, saveUpload } from './service';

export interface UploadDeps {
  db: Database;
}

/** A year: an image's path names its bytes (the SHA-256's head), so it never changes. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * Image uploads (issue 19 §2): POST /api/upload/img (a header token, the envelope), the image as
 * multipart/form-data read by @fastify/multipart (server/platform); and GET of the image, served
 * back to its owner at its path as the image itself (a file answer, contracts/endpoint.ts): the
 * cookie is enough there, as an <img> sends no header.
 */
export function uploadRoutes(route: Router, deps: UploadDeps): void {
  const { db } = deps;

  route(uploadImage, async (_input, { request, caller, now }) => {
    if (!request.isMultipart()) return refused(UploadRefusals.noFile);
    const read = await readImagePart(() =>
      request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5 } }),
    );
    if (!read.ok) return read;
    return saveUpload(db, caller.userId, read.data, now);
  });

  route(uploadedImage, async ({ name }, { caller }) => {
    const image = await readUpload(db, caller.userId, `${IMAGE_PATH_PREFIX}${name}`);
    if (!image) return refused(UploadRefusals.noImage);
    return done({
      bytes: image.bytes,
      type: image.mime,
      headers: {
        'cache-control': IMMUTABLE,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'same-origin',
        'content-disposition': 'inline',
      },
    });
  });
}

/**
 * The one file part's bytes. Its declared type must be an image's (the bytes are checked again by
 * the service); a part over the limit is too_large.
 */
async function readImagePart(
  next: () => Promise<MultipartFile | undefined>,
): Promise<Outcome<Buffer>> {
  try {
    const part = await next();
    if (!part) return refused(UploadRefusals.noFile);
    if (!part.mimetype.startsWith('image/')) {
      part.file.resume();
      return refused(UploadRefusals.notImage);
    }
    return { ok: true, data: await part.toBuffer() };
  } catch (error) {
    // Only the request's body is read here: whatever breaks is the sender's (a malformed or cut
    // body, too many parts), so a 400, never a 500.
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      return refused(UploadRefusals.tooLarge);
    return refused(CommonRefusals.badRequest);
  }
}
