import { MAX_PICTURES, parseImagePath, UploadMessages } from '@contracts/uploads';

/**
 * The image picker's rules (product-spec §5 "Image upload"), pure: only image files are taken; at
 * most six are kept, the extras dropped from the front of the queue (the oldest go) with the message
 * 只能上传6张图片; a save needs every image's url, otherwise 图片url为空.
 */

export const MAX_IMAGES = MAX_PICTURES;
export const TOO_MANY_TEXT = UploadMessages.tooMany;
export const URL_EMPTY_TEXT = UploadMessages.urlEmpty;
export const NOT_IMAGE_TEXT = '只能上传图片文件';

/** A file the picker takes: its type says image (the server checks the bytes again). */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/**
 * The queue after `added` joins it: the last `max` of all, in order, and those dropped from the
 * front to make room (the message is due when any were).
 */
export function enqueueImages<T>(
  queue: readonly T[],
  added: readonly T[],
  max = MAX_IMAGES,
): { queue: T[]; dropped: T[] } {
  const all = [...queue, ...added];
  const cut = Math.max(0, all.length - max);
  return { queue: all.slice(cut), dropped: all.slice(0, cut) };
}

/** One picked image as the picker shows it (product-spec §3 "Uploaded picture"). */
export interface PickedImage {
  key: string;
  /** The local file's object URL, for the thumbnail before and after the upload. */
  preview: string;
  status: 'compressing' | 'uploading' | 'done' | 'failed';
  /** 0–100 while uploading. */
  percent: number;
  /** The server's path once uploaded (the url a save sends), else null. */
  path: string | null;
  /** Why the upload failed, for the fan. */
  error: string | null;
}

/**
 * The paths a save sends, comma-separated as the spec's picturePath: every picked image needs its
 * url (one still uploading or failed has none: 图片url为空). Nothing picked is '' (no pictures).
 */
export function joinedPaths(
  images: readonly Pick<PickedImage, 'path'>[],
): { ok: true; value: string } | { ok: false; message: string } {
  if (images.some((image) => !image.path)) return { ok: false, message: URL_EMPTY_TEXT };
  return { ok: true, value: images.map((image) => image.path).join(',') };
}

/** The url to show an uploaded image at: only paths of our own uploads, on the API's host. */
export function uploadedImageSrc(path: string, apiHost: string): string | null {
  return parseImagePath(path) ? `${apiHost.replace(/\/$/, '')}${path}` : null;
}
