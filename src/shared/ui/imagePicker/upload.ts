import { uploadImage, type UploadResult } from '@contracts/uploads';
import { call } from '../../http';

/** An upload may take a while on a phone's network: longer than an ordinary call. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** POST /api/upload/img with one image (multipart, the part named `file`), reporting progress. */
export function sendImage(
  image: Blob,
  name: string,
  opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', image, name);
  return call(
    uploadImage,
    { form },
    { signal: opts.signal, timeoutMs: UPLOAD_TIMEOUT_MS, onUploadProgress: opts.onProgress },
  );
}
