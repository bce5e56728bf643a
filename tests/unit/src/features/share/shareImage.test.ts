// @vitest-environment jsdom
// Pins the share image (product-spec §9 "Screenshot clone wait 200 ms, PNG"; calls-errors-spec §8
// "Image url conversion fails: falls back to the default user image"): the card is copied into an
// offscreen poster (brand band, the parts without their buttons, the sharer's foot), pictures of
// other origins go through the proxy — the default user image when it fails — the copy waits 200 ms
// on the scheduler's clock before the library (loaded then, mocked here) draws it as a PNG, and the
// poster leaves the page whether that worked or not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@features/share/api';
import { DEFAULT_USER_IMAGE } from '@contracts/share';
import { makeShareImage, proxiedPicture } from '@features/share/shareImage';
import { capturedParts } from '@features/share/poster';
import { installFakeClock } from '../../../../kit/fakeClock';

const renderer = vi.hoisted(() => ({
  domToPng: vi.fn<(node: Node, options: object) => Promise<string>>(),
}));
vi.mock('modern-screenshot', () => renderer);
const api = vi.hoisted(() => ({
  transformImage: vi.fn<typeof Api.transformImage>(),
  fetchShareInfo: vi.fn<typeof Api.fetchShareInfo>(),
}));
vi.mock('@features/share/api', () => api);

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  renderer.domToPng.mockReset();
  api.transformImage.mockReset();
  document.body.innerHTML = `
    <div class="page plan-page" data-testid="plan-page">
      <div class="pull">
        <section class="plan-expert"><img src="https://cdn.elsewhere.example/a.png" loading="lazy" alt="">老王</section>
        <section class="plan-match"><img src="/api/upload/img/1-abcdef12" alt="">A VS B</section>
        <section class="plan-card"><h2>稳胆推荐</h2><button>购买</button><div data-share-skip>分享</div></section>
        <section class="plan-picks">付费内容</section>
      </div>
    </div>`;
});
afterEach(() => clock.restore());

const text = {
  appName: '体育周刊',
  sharer: { nickname: '球迷甲', image: 'data:image/png;base64,AA==' },
};

describe('makeShareImage', () => {
  it('draws a poster of the free part, waiting 200 ms after the copy, proxying other origins', async () => {
    api.transformImage.mockResolvedValue('data:image/png;base64,UFJPWFk=');
    let drawn: HTMLElement | undefined;
    renderer.domToPng.mockImplementation((node) => {
      drawn = (node as HTMLElement).cloneNode(true) as HTMLElement;
      // The poster is in the page while it is drawn (the page's styles reach it).
      expect(document.querySelector('.share-poster-host .share-poster')).toBe(node);
      return Promise.resolve('data:image/png;base64,UE5H');
    });
    let png: string | undefined;
    void makeShareImage(capturedParts(document, 'plan'), text).then((p) => (png = p));
    await clock.advance(199);
    expect(renderer.domToPng).not.toHaveBeenCalled();
    await clock.advance(1);
    await vi.dynamicImportSettled();
    await clock.advance(0);
    expect(png).toBe('data:image/png;base64,UE5H');
    expect(renderer.domToPng).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ font: false, fetch: { placeholderImage: DEFAULT_USER_IMAGE } }),
    );
    // Only the other origin went through the proxy.
    expect(api.transformImage.mock.calls.map((c) => c[0])).toEqual([
      'https://cdn.elsewhere.example/a.png',
    ]);
    const poster = drawn!;
    expect(poster.querySelector('.share-poster__brand')?.textContent).toBe('体育周刊');
    expect(poster.textContent).toContain('稳胆推荐');
    expect(poster.textContent).not.toContain('付费内容');
    expect(poster.querySelector('button, [data-share-skip]')).toBeNull();
    const pictures = [...poster.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual([
      'data:image/png;base64,UFJPWFk=',
      '/api/upload/img/1-abcdef12',
      'data:image/png;base64,AA==',
    ]);
    expect(poster.querySelector('.share-poster__foot')?.textContent).toContain('球迷甲 分享给你');
    // The copies sit in wrappers with their page's classes; the page itself is untouched.
    expect(poster.querySelector('.page.plan-page .pull .plan-card')).not.toBeNull();
    expect(document.querySelector('.share-poster-host')).toBeNull();
    expect(document.querySelector('.plan-card button')).not.toBeNull();
  });

  it('rejects when the library fails, and leaves nothing in the page', async () => {
    api.transformImage.mockResolvedValue('data:image/png;base64,UFJPWFk=');
    renderer.domToPng.mockRejectedValue(new Error('tainted canvas'));
    let failed: unknown;
    void makeShareImage(capturedParts(document, 'plan'), text).catch((e: unknown) => (failed = e));
    await clock.advance(200);
    await vi.dynamicImportSettled();
    await clock.advance(0);
    expect(failed).toBeInstanceOf(Error);
    expect(document.querySelector('.share-poster-host')).toBeNull();
  });

  it('rejects at once when the page shows nothing to draw', async () => {
    await expect(makeShareImage(capturedParts(document, 'match'), text)).rejects.toThrow();
    expect(renderer.domToPng).not.toHaveBeenCalled();
  });
});

describe('proxiedPicture', () => {
  it('is the proxy’s data URL, or the default user image when the conversion fails', async () => {
    api.transformImage.mockResolvedValueOnce('data:image/jpeg;base64,SlBH');
    expect(await proxiedPicture('https://a.example/x.jpg')).toBe('data:image/jpeg;base64,SlBH');
    api.transformImage.mockRejectedValueOnce(new Error('image_host_not_allowed'));
    expect(await proxiedPicture('https://b.example/y.jpg')).toBe(DEFAULT_USER_IMAGE);
  });
});
