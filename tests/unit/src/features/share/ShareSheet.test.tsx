// Pins the share sheet as a fan meets it (issue 37 §2; docs/decisions/sharing.md): 分享 opens 微信 /
// QQ / 微博 / 复制链接 / 保存图片; a copied link carries the fan's shareInfoId and the source code, and
// 链接已复制 is said only when the copy went through, else the link is shown selected to copy by hand;
// QQ and Weibo open their share pages with code 2 and 5; 保存图片 shows 图片生成失败，请重试 when
// the picture cannot be made (the library mocked to fail), and the PNG with a download after a retry.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@features/share/api';
import type * as Overlays from '@shared/overlays';
import type { ShareInfo } from '@contracts/share';
import { ShareButton, type ShareTarget } from '@features/share';
import { clearToken, storeToken } from '@shared/session';

const renderer = vi.hoisted(() => ({ domToPng: vi.fn<() => Promise<string>>() }));
vi.mock('modern-screenshot', () => renderer);
const api = vi.hoisted(() => ({
  fetchShareInfo: vi.fn<typeof Api.fetchShareInfo>(),
  transformImage: vi.fn<typeof Api.transformImage>(),
}));
vi.mock('@features/share/api', () => api);
const overlays = vi.hoisted(() => ({ showToast: vi.fn(() => Promise.resolve()) }));
vi.mock('@shared/overlays', async (original) => ({
  ...(await original<typeof Overlays>()),
  showToast: overlays.showToast,
}));

const CODE = 'k7m2p9q4xw';
const info: ShareInfo = {
  shareInfoId: CODE,
  jcobMember: { id: 7, nickname: '球迷甲', icon: null },
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  defaultImage: true,
};
const plan: ShareTarget = { kind: 'plan', planId: 42, title: '稳胆推荐' };
let written: string[];

beforeEach(() => {
  for (const fn of [...Object.values(api), ...Object.values(renderer), overlays.showToast])
    fn.mockReset();
  api.fetchShareInfo.mockResolvedValue(info);
  storeToken('t'.repeat(43));
  written = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: (text: string) => (written.push(text), Promise.resolve()) },
  });
});
afterEach(() => {
  clearToken();
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.restoreAllMocks();
});

function openSheet(target: ShareTarget = plan) {
  render(
    <div className="page plan-page" data-testid="plan-page">
      <section className="plan-card">
        <h2>稳胆推荐</h2>
      </section>
      <ShareButton placement="row" target={target} />
    </div>,
  );
  fireEvent.click(screen.getByTestId('share-button'));
}

/** The sheet's button of an action, once the fan's share info is in. */
async function action(key: string): Promise<HTMLElement> {
  const button = await screen.findByTestId(`share-${key}`);
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
}

describe('the sheet', () => {
  it('offers 微信, QQ, 微博, 复制链接 and 保存图片', async () => {
    openSheet();
    await action('wechat');
    const labels = screen.getByTestId('share-sheet').querySelectorAll('.share-sheet__label');
    expect([...labels].map((label) => label.textContent)).toEqual([
      '微信',
      'QQ',
      '微博',
      '复制链接',
      '保存图片',
    ]);
    expect(api.fetchShareInfo).toHaveBeenCalledTimes(1);
  });

  it('leaves out 保存图片 where the page shows nothing to draw', async () => {
    openSheet({ kind: 'match', sport: 'football', matchId: 1, title: 'A VS B' });
    await action('copy');
    expect(screen.queryByTestId('share-image')).toBeNull();
  });
});

describe('复制链接', () => {
  it('copies the share page with the fan’s code and says 链接已复制', async () => {
    openSheet();
    fireEvent.click(await action('copy'));
    await waitFor(() => expect(overlays.showToast).toHaveBeenCalledWith('链接已复制'));
    expect(written).toEqual([
      `${location.origin}${location.pathname}#/plan-detail/42?shareInfoId=${CODE}&shareSource=4`,
    ]);
    await waitFor(() => expect(screen.queryByTestId('share-sheet')).toBeNull());
  });

  it('shows the link selected to copy by hand when the copy did not go through', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('NotAllowedError')) },
    });
    openSheet();
    fireEvent.click(await action('copy'));
    const field = await screen.findByTestId<HTMLInputElement>('share-manual-link');
    expect(field.value).toContain(`shareInfoId=${CODE}`);
    expect(document.activeElement).toBe(field);
    expect(screen.getByText('复制失败，请长按下方链接手动复制')).toBeTruthy();
    expect(overlays.showToast).not.toHaveBeenCalled();
  });

  it('shares a visitor’s link without a sharer', async () => {
    clearToken();
    openSheet();
    fireEvent.click(await action('copy'));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toMatch(/#\/plan-detail\/42\?shareSource=4$/);
    expect(api.fetchShareInfo).not.toHaveBeenCalled();
  });
});

describe('微信, QQ and 微博', () => {
  it('微信 copies the link with code 1 where the phone has no share sheet', async () => {
    openSheet();
    fireEvent.click(await action('wechat'));
    await waitFor(() =>
      expect(overlays.showToast).toHaveBeenCalledWith('链接已复制，打开微信粘贴给好友'),
    );
    expect(written[0]).toContain(`shareInfoId=${CODE}&shareSource=1`);
  });

  it('QQ and 微博 open their share pages with codes 2 and 5', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openSheet();
    fireEvent.click(await action('qq'));
    fireEvent.click(screen.getByTestId('share-button'));
    fireEvent.click(await action('weibo'));
    const links = open.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('url'));
    expect(links).toEqual([
      expect.stringContaining(`shareInfoId=${CODE}&shareSource=2`),
      expect.stringContaining(`shareInfoId=${CODE}&shareSource=5`),
    ]);
  });
});

describe('保存图片', () => {
  it('says 图片生成失败，请重试 when the picture cannot be made, and shows it after a retry', async () => {
    renderer.domToPng.mockRejectedValueOnce(new Error('tainted canvas'));
    renderer.domToPng.mockResolvedValueOnce('data:image/png;base64,UE5H');
    openSheet();
    fireEvent.click(await action('image'));
    expect(screen.getByTestId('share-image-making').textContent).toBe('图片生成中…');
    expect((await screen.findByTestId('share-image-failed')).textContent).toBe(
      '图片生成失败，请重试',
    );
    fireEvent.click(screen.getByTestId('share-image-retry'));
    const png = await screen.findByTestId<HTMLImageElement>('share-png');
    expect(png.getAttribute('src')).toBe('data:image/png;base64,UE5H');
    const download = screen.getByTestId<HTMLAnchorElement>('share-download');
    expect(download.getAttribute('href')).toBe('data:image/png;base64,UE5H');
    expect(download.getAttribute('download')).toBe('share-plan-42.png');
    expect(renderer.domToPng).toHaveBeenCalledTimes(2);
  });
});
