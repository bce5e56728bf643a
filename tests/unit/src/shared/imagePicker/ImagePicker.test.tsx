// Pins the shared image picker (product-spec §3 "Uploaded picture", §5 "Image upload"): picked images
// show at once with their upload's progress, then as done with the server's path; a failure stays on
// its thumbnail with 点击重试; removing one stops its upload and frees its preview; a seventh image
// drops the oldest with 只能上传6张图片; files that are not images are left out with a word; a single
// picker replaces its image silently; leaving stops every upload.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import {
  ImagePicker,
  useImagePicker,
  type ImagePickerOptions,
  type ImagePickerState,
} from '@shared/ui/imagePicker';
import { installFakeClock } from '../../../../kit/fakeClock';

let clock: ReturnType<typeof installFakeClock>;
let state: ImagePickerState | undefined;
const created: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  clock = installFakeClock();
  created.length = 0;
  revoked.length = 0;
  let n = 0;
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:preview-${++n}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  useOverlayStore.setState({ toast: null });
});
afterEach(() => clock.restore());

/** An upload the test answers by hand, with the progress it reports. */
function manualSend() {
  const calls: {
    name: string;
    signal?: AbortSignal;
    progress: (f: number) => void;
    resolve: (path: string) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const send = vi.fn(
    (
      _blob: Blob,
      name: string,
      opts: { signal?: AbortSignal; onProgress?: (f: number) => void } = {},
    ) =>
      new Promise<{
        path: string;
        prefix: string;
        mime: 'image/png';
        size: number;
        repeated: boolean;
      }>((resolve, reject) =>
        calls.push({
          name,
          signal: opts.signal,
          progress: (f) => opts.onProgress?.(f),
          resolve: (path) =>
            resolve({ path, prefix: '', mime: 'image/png', size: 1, repeated: false }),
          reject,
        }),
      ),
  );
  return { send, calls };
}

function Harness(props: { options: ImagePickerOptions }) {
  state = useImagePicker(props.options);
  return <ImagePicker picker={state} label="上传图片" testId="pick" />;
}

const file = (name: string, type = 'image/png') => new File(['x'], name, { type });
const pick = (files: File[], testId = 'pick-input') =>
  fireEvent.change(screen.getByTestId(testId), { target: { files } });
const thumbs = () => screen.queryAllByTestId('picked-image');
const settle = () => act(() => clock.advance(0));

function mount(options: ImagePickerOptions) {
  const compress = vi.fn((f: File) => Promise.resolve(f as Blob));
  return render(<Harness options={{ compress, ...options }} />);
}

describe('picking and uploading', () => {
  it('shows each image at once, its progress, then its path', async () => {
    const { send, calls } = manualSend();
    mount({ send });
    pick([file('a.png'), file('b.png')]);
    await settle();
    expect(thumbs()).toHaveLength(2);
    expect(screen.getByTestId('pick-input').getAttribute('accept')).toBe('image/*');
    expect(calls.map((c) => c.name)).toEqual(['a.png', 'b.png']);
    act(() => calls[0]!.progress(0.42));
    expect(screen.getAllByTestId('picked-progress')[0]?.textContent).toBe('42%');
    calls[0]!.resolve('/api/upload/img/1-aaaaaaaa');
    await settle();
    expect(state?.images.map((i) => [i.status, i.path])).toEqual([
      ['done', '/api/upload/img/1-aaaaaaaa'],
      ['uploading', null],
    ]);
    expect(screen.getByTestId('pick').textContent).toContain('2/6');
  });

  it('keeps a failure on its thumbnail, and 点击重试 uploads it again', async () => {
    const { send, calls } = manualSend();
    mount({ send });
    pick([file('a.png')]);
    await settle();
    calls[0]!.reject(
      new ApiError('server', { path: '/api/upload/img', message: '图片不能超过5MB' }),
    );
    await settle();
    expect(state?.images[0]).toMatchObject({ status: 'failed', error: '图片不能超过5MB' });
    fireEvent.click(screen.getByTestId('picked-retry'));
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('/api/upload/img/2-bbbbbbbb');
    await settle();
    expect(state?.images[0]).toMatchObject({ status: 'done', path: '/api/upload/img/2-bbbbbbbb' });
  });

  it('removes an image: its upload stops and its preview is freed', async () => {
    const { send, calls } = manualSend();
    mount({ send });
    pick([file('a.png')]);
    await settle();
    fireEvent.click(screen.getByTestId('picked-remove'));
    expect(thumbs()).toHaveLength(0);
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(revoked).toEqual(['blob:preview-1']);
    calls[0]!.resolve('/api/upload/img/1-aaaaaaaa');
    await settle();
    expect(state?.images).toEqual([]);
  });
});

describe('the rules', () => {
  it('drops the oldest past six with 只能上传6张图片', async () => {
    const { send, calls } = manualSend();
    mount({ send });
    pick([1, 2, 3, 4, 5].map((i) => file(`${i}.png`)));
    await settle();
    pick([file('6.png'), file('7.png')]);
    await settle();
    expect(thumbs()).toHaveLength(6);
    expect(screen.queryByTestId('pick-input')).toBeNull();
    expect(useOverlayStore.getState().toast?.message).toBe('只能上传6张图片');
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(revoked).toEqual(['blob:preview-1']);
    expect(state?.images.map((i) => i.preview)).toEqual(created.slice(1));
  });

  it('leaves out files that are not images, and says so', async () => {
    const { send, calls } = manualSend();
    mount({ send });
    pick([file('a.pdf', 'application/pdf'), file('b.png')]);
    await settle();
    expect(thumbs()).toHaveLength(1);
    expect(calls.map((c) => c.name)).toEqual(['b.png']);
    expect(useOverlayStore.getState().toast?.message).toBe('只能上传图片文件');
  });

  it('replaces the one image of a single picker without a word', async () => {
    const { send, calls } = manualSend();
    mount({ send, max: 1 });
    pick([file('front.png')]);
    await settle();
    expect(screen.queryByTestId('pick-input')).toBeNull();
    act(() => state?.add([file('front2.png')]));
    await settle();
    expect(thumbs()).toHaveLength(1);
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(useOverlayStore.getState().toast).toBeNull();
  });

  it('compresses before uploading, and leaving stops every upload', async () => {
    const { send, calls } = manualSend();
    const small = new Blob(['y'], { type: 'image/jpeg' });
    const compress = vi.fn(() => Promise.resolve(small));
    const view = mount({ send, compress });
    pick([file('big.jpg', 'image/jpeg')]);
    await settle();
    expect(send.mock.calls[0]?.[0]).toBe(small);
    view.unmount();
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(revoked).toEqual(['blob:preview-1']);
  });
});
