/**
 * Large photos are made smaller before they go up (a phone's 4–12 MB photo becomes about 1 MB at
 * 1920 px on its long side): faster on a mobile network, and well under the server's 5 MB. Done by
 * browser-image-compression, loaded only when a large photo is first picked (its own chunk). It
 * runs on the page's thread (no web worker): the library's worker would load its script from a
 * CDN, and the heavy work — decoding and encoding — is the browser's own, off the script's thread.
 * GIFs stay as they are (compressing would stop an animation); a failure sends the original.
 */

export const COMPRESS_ABOVE_BYTES = 1024 * 1024;
export const COMPRESS_OPTIONS = {
  maxSizeMB: 1,
  maxWidthOrHeight: 1920,
  useWebWorker: false,
  initialQuality: 0.85,
} as const;

export async function compressImage(file: File): Promise<Blob> {
  if (file.size <= COMPRESS_ABOVE_BYTES || file.type === 'image/gif') return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    return await imageCompression(file, { ...COMPRESS_OPTIONS });
  } catch {
    return file;
  }
}
