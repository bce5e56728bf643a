// Pins 爆料 (broke-news, issue 37 §4; product-spec §5 "Image upload"): a fan's tip is the text and up
// to six pictures through the shared picker — a seventh drops the oldest with 只能上传6张图片; while a
// picture has no url the page says 图片url为空 and sends nothing; a tip goes to the api once with the
// pictures comma-separated, and the page then says it was received with the way to 我的反馈; the
// text's rule is said before sending; the text box has a name of its own (not only a placeholder); a visitor is asked to log in before sending or uploading.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http';
import { useOverlayStore } from '@shared/overlays';
import { storeToken } from '@shared/session';
import BrokeNewsPage from '@features/activities/BrokeNewsPage';
import { installFakeClock } from '../../../../kit/fakeClock';

const api = vi.hoisted(() => ({
  fetchActivity: vi.fn(),
  claimStep: vi.fn(),
  buySpree: vi.fn(),
  sendTip: vi.fn(),
}));
vi.mock('@features/activities/api', () => api);

const upload = vi.hoisted(() => ({ sendImage: vi.fn(), UPLOAD_TIMEOUT_MS: 60_000 }));
vi.mock('@shared/ui/imagePicker/upload', () => upload);

const session = vi.hoisted(() => ({ requireLogin: vi.fn() }));
vi.mock('@shared/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  requireLogin: session.requireLogin,
}));

/** Uploads the test answers by hand, in the order they were asked for. */
const uploads: { name: string; resolve: (path: string) => void }[] = [];

let clock: ReturnType<typeof installFakeClock>;
const settle = () => act(() => clock.advance(0));

beforeEach(() => {
  clock = installFakeClock();
  for (const fn of [...Object.values(api), upload.sendImage, session.requireLogin]) fn.mockReset();
  uploads.length = 0;
  upload.sendImage.mockImplementation(
    (_blob: Blob, name: string) =>
      new Promise((resolve) =>
        uploads.push({
          name,
          resolve: (path) =>
            resolve({ path, prefix: '', mime: 'image/png', size: 1, repeated: false }),
        }),
      ),
  );
  api.sendTip.mockResolvedValue({ id: 41, createdAt: 0, repeated: false });
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  useOverlayStore.setState({ toast: null });
});
afterEach(() => clock.restore());

async function show({ loggedIn = true } = {}) {
  if (loggedIn) storeToken('t'.repeat(43));
  render(
    <MemoryRouter>
      <BrokeNewsPage />
    </MemoryRouter>,
  );
  await settle();
}

const TIP = '听说主队的门将在训练中受伤，周末可能无法出场。';
const write = (text: string) =>
  fireEvent.change(screen.getByTestId('broke-news-text'), { target: { value: text } });
const pick = (...names: string[]) =>
  fireEvent.change(screen.getByTestId('broke-news-images-input'), {
    target: { files: names.map((n) => new File(['x'], n, { type: 'image/png' })) },
  });
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /提交/ });
const submit = async () => {
  fireEvent.click(submitButton());
  await settle();
};
const toast = () => useOverlayStore.getState().toast?.message;
/** Answers every upload still open, each with a path named after its file. */
const finishUploads = async () => {
  for (const u of uploads.splice(0)) u.resolve(`/api/upload/img/7-${u.name.replace('.png', '')}`);
  await settle();
};

describe('BrokeNewsPage', () => {
  it('sends the text and the pictures once and says the tip was received', async () => {
    await show();
    write(`  ${TIP}  `);
    pick('a1.png', 'a2.png');
    await settle();
    expect(screen.getAllByTestId('picked-image')).toHaveLength(2);
    await finishUploads();
    let answer: (value: unknown) => void = () => undefined;
    api.sendTip.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    fireEvent.click(submitButton());
    await settle();
    // A second tap while the tip is on its way finds the button busy.
    expect(submitButton().textContent).toBe('提交中...');
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(submitButton());
    await settle();
    expect(api.sendTip).toHaveBeenCalledTimes(1);
    expect(api.sendTip).toHaveBeenCalledWith({
      content: TIP,
      picturePath: '/api/upload/img/7-a1,/api/upload/img/7-a2',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as unknown,
    });
    answer({ id: 41, createdAt: 0, repeated: false });
    await settle();
    const sent = screen.getByTestId('broke-news-sent');
    expect(sent.textContent).toContain('爆料已提交，感谢你的线索！');
    expect(screen.getByRole('link', { name: '在我的反馈中查看' }).getAttribute('href')).toBe(
      '/user/feedback-list',
    );
    expect(screen.queryByTestId('broke-news-text')).toBeNull();
  });

  it('names the text box by a label of its own, with the count as its description', async () => {
    await show();
    const box = screen.getByRole('textbox', { name: '爆料内容' });
    expect(box).toBe(screen.getByTestId('broke-news-text'));
    write(TIP);
    expect(screen.getByRole('textbox', { description: `${TIP.length}/500` })).toBe(box);
  });

  it('sends no pictures as an empty picturePath', async () => {
    await show();
    write(TIP);
    await submit();
    expect(api.sendTip).toHaveBeenCalledWith(expect.objectContaining({ picturePath: '' }));
  });

  it('keeps six pictures, dropping the oldest with 只能上传6张图片, and hides the add tile', async () => {
    await show();
    pick('p1.png', 'p2.png', 'p3.png', 'p4.png');
    await settle();
    expect(toast()).toBeUndefined();
    pick('p5.png', 'p6.png', 'p7.png');
    await settle();
    expect(toast()).toBe('只能上传6张图片');
    expect(screen.getAllByTestId('picked-image')).toHaveLength(6);
    expect(screen.queryByTestId('broke-news-images-input')).toBeNull();
    // The dropped picture's upload is stopped: only the six kept ones send their path.
    write(TIP);
    await finishUploads();
    await submit();
    const sent = api.sendTip.mock.calls[0]?.[0] as { picturePath: string };
    expect(sent.picturePath.split(',')).toEqual(
      ['p2', 'p3', 'p4', 'p5', 'p6', 'p7'].map((n) => `/api/upload/img/7-${n}`),
    );
  });

  it('says 图片url为空 and sends nothing while a picture is still uploading', async () => {
    await show();
    write(TIP);
    pick('slow.png');
    await settle();
    await submit();
    expect(toast()).toBe('图片url为空');
    expect(api.sendTip).not.toHaveBeenCalled();
    await finishUploads();
    await submit();
    expect(api.sendTip).toHaveBeenCalledWith(
      expect.objectContaining({ picturePath: '/api/upload/img/7-slow' }),
    );
  });

  it('says what is wrong with the text before sending anything', async () => {
    await show();
    await submit();
    expect(toast()).toBe('请输入反馈内容');
    write('太慢');
    await submit();
    expect(toast()).toBe('反馈内容须为5-500个字');
    expect(api.sendTip).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in and sends nothing', async () => {
    await show({ loggedIn: false });
    write(TIP);
    await submit();
    expect(session.requireLogin).toHaveBeenCalledTimes(1);
    expect(api.sendTip).not.toHaveBeenCalled();
    expect(screen.getByTestId('broke-news')).toBeTruthy();
  });

  // Uploads need a login: a visitor's picture would only fail as 上传失败 without saying why.
  it('asks a visitor to log in before a picture goes up', async () => {
    await show({ loggedIn: false });
    pick('p1.png');
    await settle();
    expect(session.requireLogin).toHaveBeenCalledTimes(1);
    expect(upload.sendImage).not.toHaveBeenCalled();
    expect(screen.queryAllByTestId('picked-image')).toHaveLength(0);
  });

  it('shows a refusal in the server’s words and keeps the tip to send again', async () => {
    api.sendTip.mockRejectedValueOnce(
      new ApiError('http', {
        path: '/api/uc/feedback/create',
        status: 429,
        code: 'feedback_limit',
        message: '24小时内最多提交10条反馈，请稍后再试',
      }),
    );
    await show();
    write(TIP);
    await submit();
    expect(toast()).toBe('24小时内最多提交10条反馈，请稍后再试');
    expect(screen.queryByTestId('broke-news-sent')).toBeNull();
    expect(screen.getByTestId<HTMLTextAreaElement>('broke-news-text').value).toBe(TIP);
    await submit();
    const ids = api.sendTip.mock.calls.map((c) => (c[0] as { requestId: string }).requestId);
    // A refusal was an answer: the next attempt is a new request.
    expect(ids[1]).not.toBe(ids[0]);
    expect(screen.getByTestId('broke-news-sent')).toBeTruthy();
  });
});
