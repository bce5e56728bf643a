import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../../http/failureText';
import { showToast } from '../../overlays';
import { compressImage } from './compress';
import {
  enqueueImages,
  isImageFile,
  MAX_IMAGES,
  NOT_IMAGE_TEXT,
  TOO_MANY_TEXT,
  type PickedImage,
} from './rules';
import { sendImage } from './upload';

export interface ImagePickerOptions {
  /** At most this many (6; 1 for a single image, which a new pick replaces without a word). */
  max?: number;
  /** Seams for tests. */
  send?: typeof sendImage;
  compress?: typeof compressImage;
}

export interface ImagePickerState {
  images: PickedImage[];
  max: number;
  add: (files: readonly File[]) => void;
  remove: (key: string) => void;
  retry: (key: string) => void;
}

interface Held {
  file: File;
  controller: AbortController;
}

let serial = 0;

/**
 * The images of one picker: each picked file is shown at once (a local preview), made smaller when
 * large, then uploaded with its progress; a failure stays on its thumbnail with 重试. Rules in
 * rules.ts. An image dropped or removed stops its upload and frees its preview; so does leaving.
 */
export function useImagePicker(options: ImagePickerOptions = {}): ImagePickerState {
  const max = options.max ?? MAX_IMAGES;
  const send = options.send ?? sendImage;
  const compress = options.compress ?? compressImage;
  const [images, setImages] = useState<PickedImage[]>([]);
  const latest = useRef<PickedImage[]>([]);
  const held = useRef(new Map<string, Held>());

  const update = useCallback((next: (list: PickedImage[]) => PickedImage[]) => {
    latest.current = next(latest.current);
    setImages(latest.current);
  }, []);
  const patch = useCallback(
    (key: string, fields: Partial<PickedImage>) =>
      update((list) => list.map((image) => (image.key === key ? { ...image, ...fields } : image))),
    [update],
  );

  const forget = useCallback((image: PickedImage) => {
    held.current.get(image.key)?.controller.abort();
    held.current.delete(image.key);
    URL.revokeObjectURL(image.preview);
  }, []);

  const start = useCallback(
    async (key: string) => {
      const entry = held.current.get(key);
      if (!entry) return;
      const { file, controller } = entry;
      const { signal } = controller;
      patch(key, { status: 'compressing', percent: 0, error: null });
      try {
        const blob = await compress(file);
        if (signal.aborted) return;
        patch(key, { status: 'uploading' });
        const done = await send(blob, file.name || 'image', {
          signal,
          onProgress: (fraction) => patch(key, { percent: Math.round(fraction * 100) }),
        });
        if (!signal.aborted) patch(key, { status: 'done', percent: 100, path: done.path });
      } catch (error) {
        if (!signal.aborted)
          patch(key, { status: 'failed', error: failureText(error, '上传失败，请重试') });
      }
    },
    [compress, patch, send],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const taken = files.filter(isImageFile);
      if (taken.length < files.length) void showToast(NOT_IMAGE_TEXT);
      if (taken.length === 0) return;
      const added = taken.map((file): PickedImage => {
        const key = `image-${++serial}`;
        held.current.set(key, { file, controller: new AbortController() });
        const preview = URL.createObjectURL(file);
        return { key, preview, status: 'compressing', percent: 0, path: null, error: null };
      });
      const { queue, dropped } = enqueueImages(latest.current, added, max);
      dropped.forEach(forget);
      if (dropped.length > 0 && max > 1) void showToast(TOO_MANY_TEXT);
      update(() => queue);
      for (const image of added) if (queue.includes(image)) void start(image.key);
    },
    [forget, max, start, update],
  );

  const remove = useCallback(
    (key: string) => {
      const image = latest.current.find((i) => i.key === key);
      if (image) forget(image);
      update((list) => list.filter((i) => i.key !== key));
    },
    [forget, update],
  );

  const retry = useCallback(
    (key: string) => {
      const entry = held.current.get(key);
      if (!entry) return;
      entry.controller = new AbortController();
      void start(key);
    },
    [start],
  );

  // Leaving stops every upload and frees every preview.
  useEffect(() => {
    const all = held.current;
    return () => {
      latest.current.forEach((image) => URL.revokeObjectURL(image.preview));
      all.forEach((entry) => entry.controller.abort());
      all.clear();
    };
  }, []);

  return { images, max, add, remove, retry };
}
