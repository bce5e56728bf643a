// Pins the image picker's rules (product-spec §5 "Image upload"): at most six are kept, the extras
// dropped from the front of the queue (the oldest go first, whether picked before or in the same
// pick), with 只能上传6张图片; only image files; a save needs every image's url, else 图片url为空;
// only paths of our own uploads are shown.
import { describe, expect, it } from 'vitest';
import {
  enqueueImages,
  isImageFile,
  joinedPaths,
  MAX_IMAGES,
  TOO_MANY_TEXT,
  uploadedImageSrc,
  URL_EMPTY_TEXT,
} from '@shared/ui/imagePicker/rules';

describe('the six-image queue', () => {
  it('says the spec’s words', () => {
    expect(MAX_IMAGES).toBe(6);
    expect(TOO_MANY_TEXT).toBe('只能上传6张图片');
    expect(URL_EMPTY_TEXT).toBe('图片url为空');
  });

  it('keeps all while there is room', () => {
    expect(enqueueImages([1, 2], [3, 4])).toEqual({ queue: [1, 2, 3, 4], dropped: [] });
    expect(enqueueImages([1, 2, 3, 4, 5], [6])).toEqual({ queue: [1, 2, 3, 4, 5, 6], dropped: [] });
  });

  it('drops the extras from the front: the oldest picked go first', () => {
    expect(enqueueImages([1, 2, 3, 4, 5], [6, 7, 8])).toEqual({
      queue: [3, 4, 5, 6, 7, 8],
      dropped: [1, 2],
    });
    expect(enqueueImages([1, 2, 3, 4, 5, 6], [7])).toEqual({
      queue: [2, 3, 4, 5, 6, 7],
      dropped: [1],
    });
  });

  it('drops from the same pick when it alone is over six', () => {
    expect(enqueueImages([], [1, 2, 3, 4, 5, 6, 7, 8])).toEqual({
      queue: [3, 4, 5, 6, 7, 8],
      dropped: [1, 2],
    });
  });

  it('replaces the one image of a single picker', () => {
    expect(enqueueImages(['front'], ['new front'], 1)).toEqual({
      queue: ['new front'],
      dropped: ['front'],
    });
  });
});

describe('what the picker takes and saves', () => {
  it('takes image files only', () => {
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'image/heic' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });

  it('joins the paths, or says 图片url为空 when any has none', () => {
    expect(joinedPaths([])).toEqual({ ok: true, value: '' });
    expect(
      joinedPaths([{ path: '/api/upload/img/1-aaaaaaaa' }, { path: '/api/upload/img/2-bbbbbbbb' }]),
    ).toEqual({
      ok: true,
      value: '/api/upload/img/1-aaaaaaaa,/api/upload/img/2-bbbbbbbb',
    });
    expect(joinedPaths([{ path: '/api/upload/img/1-aaaaaaaa' }, { path: null }])).toEqual({
      ok: false,
      message: '图片url为空',
    });
    expect(joinedPaths([{ path: '' }])).toEqual({ ok: false, message: '图片url为空' });
  });

  it('shows only our own uploads, on the API host', () => {
    expect(uploadedImageSrc('/api/upload/img/12-0a1b2c3d', '')).toBe('/api/upload/img/12-0a1b2c3d');
    expect(uploadedImageSrc('/api/upload/img/12-0a1b2c3d', 'https://api.example/')).toBe(
      'https://api.example/api/upload/img/12-0a1b2c3d',
    );
    for (const other of ['javascript:alert(1)', 'https://evil.example/a.png', '/api/upload/img/x'])
      expect(uploadedImageSrc(other, '')).toBeNull();
  });
});
