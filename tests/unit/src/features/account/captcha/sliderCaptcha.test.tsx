// Pins the slider captcha popup of product-spec §2, §4 and §9: it loads a puzzle on open; a touch or
// mouse start arms the slider; moves set an integer distance only inside 0–230; release submits it.
// Success: the simple-success message 600 ms, the success marker 500 ms (240 × 137), then it closes
// with the ticket. Failure: the message 1200 ms, the piece blinks 0.3 s and returns left, the slider
// returns at once and ignores input for 500 ms. need_refresh: the error state (240 × 200) stays,
// nothing resets, one error report. A manual refresh clears the message and reloads; the backdrop
// closes with null. Every timing is pinned on both sides of its edge with fake timers.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSliderCaptcha, SliderCaptcha } from '@features/account/captcha';
import { closeOverlaysOnNavigation } from '@shared/overlays';
import { setCaptchaErrorSink } from '@features/account/captcha/report';
import { installFakeClock } from '../../../../../kit/fakeClock';
import {
  advance,
  distance,
  drag,
  failBody,
  fakeServer,
  message,
  okBody,
  popup,
  PUZZLE,
  settle,
  type FakeReply,
} from './harness';

let clock: ReturnType<typeof installFakeClock>;
let server: ReturnType<typeof fakeServer>;
let checkReply: FakeReply;

beforeEach(() => {
  clock = installFakeClock();
  checkReply = { body: okBody({ ticket: 'ticket-1' }) };
  let serial = 0;
  server = fakeServer({
    'GET /api/login/img': () => ({ body: okBody({ ...PUZZLE, token: `tok-${++serial}` }) }),
    'POST /api/login/img/check': () => checkReply,
  });
});
afterEach(() => {
  server.restore();
  clock.restore();
});

async function mount() {
  const onDone = vi.fn();
  render(<SliderCaptcha onDone={onDone} />);
  await settle();
  return onDone;
}

const size = () => [popup().style.width, popup().style.height];
const piece = () => screen.getByTestId('captcha-piece');
const pieceX = () => piece().style.transform;

describe('opening', () => {
  it('loads a puzzle and shows it at 310 × 326 with the hint', async () => {
    await mount();
    expect(server.of('GET', '/api/login/img')).toHaveLength(1);
    expect(size()).toEqual(['310px', '326px']);
    expect(piece().getAttribute('src')).toBe(`data:image/png;base64,${PUZZLE.tplImg}`);
    expect(piece().style.top).toBe('42px');
    expect(piece().style.width).toBe('60px');
    expect(screen.getByText('拖动左边滑块完成上方拼图')).toBeTruthy();
    expect(message()).toBeNull();
  });

  it('shows the error state with a retry when the puzzle cannot load', async () => {
    server.restore();
    server = fakeServer({ 'GET /api/login/img': () => ({ status: 500, body: 'oops' }) });
    await mount();
    expect(size()).toEqual(['240px', '200px']);
    expect(message()?.dataset.type).toBe('2');
    expect(message()?.textContent).toContain('图片加载失败');
    expect(screen.getByText('点击此处重试')).toBeTruthy();
  });
});

describe('dragging', () => {
  it('moves an integer distance only inside 0–230', async () => {
    await mount();
    await drag([50], false);
    expect(distance()).toBe(50);
    expect(pieceX()).toBe('translateX(50px)');
    await drag([300], false); // beyond 230: ignored
    expect(distance()).toBe(50);
    await drag([-20], false); // below 0: ignored
    expect(distance()).toBe(50);
    await drag([230.4], false);
    expect(distance()).toBe(230);
    await drag([60.6], false);
    expect(distance()).toBe(61);
  });

  it('ignores moves until a touch or mouse start arms it', async () => {
    await mount();
    act(() => {
      fireEvent.mouseMove(document, { clientX: 180 });
      fireEvent.mouseUp(document);
    });
    expect(distance()).toBe(0);
    expect(server.of('POST', '/api/login/img/check')).toHaveLength(0);
  });

  it('works by touch too, and release submits the distance', async () => {
    await mount();
    const handle = screen.getByTestId('captcha-slider');
    act(() => {
      fireEvent.touchStart(handle, { touches: [{ clientX: 20 }] });
      fireEvent.touchMove(document, { touches: [{ clientX: 157 }] });
      fireEvent.touchEnd(document, { touches: [] });
    });
    await settle();
    expect(server.of('POST', '/api/login/img/check').map((r) => r.body)).toEqual([
      { token: 'tok-1', x: 137 },
    ]);
  });

  it('does not submit a tap without a move', async () => {
    await mount();
    await drag([]);
    expect(server.of('POST', '/api/login/img/check')).toHaveLength(0);
  });
});

describe('success', () => {
  it('shows the message 600 ms, the marker 500 ms, then closes with the ticket', async () => {
    const onDone = await mount();
    await drag([120]);
    expect(message()?.dataset.type).toBe('3');
    expect(message()?.textContent).toBe('验证成功');
    await advance(599);
    expect(popup().dataset.view).toBe('puzzle');
    await advance(1);
    expect(popup().dataset.view).toBe('success');
    expect(size()).toEqual(['240px', '137px']);
    expect(message()?.dataset.type).toBe('1');
    expect(message()?.textContent).toBe('验证成功');
    await advance(499);
    expect(onDone).not.toHaveBeenCalled();
    await advance(1);
    expect(onDone).toHaveBeenCalledExactlyOnceWith('ticket-1');
  });

  it('ignores the backdrop once passed', async () => {
    const onDone = await mount();
    await drag([120]);
    fireEvent.click(screen.getByTestId('captcha-backdrop'));
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('failure', () => {
  beforeEach(() => {
    checkReply = { status: 400, body: failBody('captcha_error', '拼图位置不对，请再试一次') };
  });

  it('shows the message 1200 ms, blinks the piece 0.3 s, resets the slider with a 500 ms lock', async () => {
    await mount();
    await drag([90]);
    expect(message()?.dataset.type).toBe('4');
    expect(message()?.textContent).toBe('拼图位置不对，请再试一次');
    // The slider is back at once; the piece blinks where it failed.
    expect(distance()).toBe(0);
    expect(piece().classList.contains('is-blinking')).toBe(true);
    expect(pieceX()).toBe('translateX(90px)');
    await advance(299);
    expect(pieceX()).toBe('translateX(90px)');
    await advance(1);
    expect(pieceX()).toBe('translateX(0px)');
    expect(piece().classList.contains('is-blinking')).toBe(false);
    // Locked until 500 ms.
    await advance(199);
    await drag([40], false);
    expect(distance()).toBe(0);
    await advance(1);
    await drag([40], false);
    expect(distance()).toBe(40);
    act(() => {
      fireEvent.mouseUp(document);
    });
    await settle();
    expect(server.of('POST', '/api/login/img/check')).toHaveLength(2);
  });

  it('clears the message after 1200 ms', async () => {
    await mount();
    await drag([90]);
    await advance(1199);
    expect(message()).not.toBeNull();
    await advance(1);
    expect(message()).toBeNull();
  });

  it('gives a second failure its own full 1200 ms', async () => {
    await mount();
    await drag([90]);
    await advance(700);
    await drag([80]);
    await advance(1199);
    expect(message()?.textContent).toBe('拼图位置不对，请再试一次');
    await advance(1);
    expect(message()).toBeNull();
  });

  it('treats a network failure as a failed try', async () => {
    server.restore();
    server = fakeServer({
      'GET /api/login/img': () => ({ body: okBody(PUZZLE) }),
      'POST /api/login/img/check': () => Promise.reject(new Error('offline')),
    });
    await mount();
    await drag([90]);
    expect(message()?.dataset.type).toBe('4');
    expect(distance()).toBe(0);
  });
});

describe('need_refresh', () => {
  it('keeps its error even when an earlier failure message would have timed out', async () => {
    checkReply = { status: 400, body: failBody('captcha_error', '拼图位置不对，请再试一次') };
    await mount();
    await drag([90]);
    await advance(700);
    checkReply = { status: 400, body: failBody('need_refresh', '尝试次数过多，请刷新后重试') };
    await drag([80]);
    await advance(2000);
    expect(popup().dataset.view).toBe('error');
    expect(message()?.textContent).toBe('尝试次数过多，请刷新后重试');
  });

  it('shows the error without reset, reports once, and a retry reloads', async () => {
    const reports: unknown[] = [];
    const restoreSink = setCaptchaErrorSink((r) => reports.push(r));
    checkReply = { status: 400, body: failBody('need_refresh', '尝试次数过多，请刷新后重试') };
    await mount();
    await drag([90]);
    expect(popup().dataset.view).toBe('error');
    expect(size()).toEqual(['240px', '200px']);
    expect(message()?.dataset.type).toBe('2');
    expect(message()?.textContent).toBe('尝试次数过多，请刷新后重试');
    expect(reports).toEqual([
      { code: 'need_refresh', message: '尝试次数过多，请刷新后重试', at: Date.now() },
    ]);
    // Nothing times out or resets.
    await advance(5000);
    expect(message()?.textContent).toBe('尝试次数过多，请刷新后重试');

    checkReply = { body: okBody({ ticket: 't2' }) };
    fireEvent.click(screen.getByText('点击此处重试'));
    await settle();
    expect(server.of('GET', '/api/login/img')).toHaveLength(2);
    expect(popup().dataset.view).toBe('puzzle');
    expect(message()).toBeNull();
    expect(distance()).toBe(0);
    restoreSink();
  });
});

describe('manual refresh and closing', () => {
  it('a refresh clears the message and loads a new puzzle', async () => {
    checkReply = { status: 400, body: failBody('captcha_error', '拼图位置不对，请再试一次') };
    await mount();
    await drag([90]);
    expect(message()).not.toBeNull();
    fireEvent.click(screen.getByTestId('captcha-refresh'));
    expect(message()).toBeNull();
    await settle();
    expect(server.of('GET', '/api/login/img')).toHaveLength(2);
    await drag([30]);
    expect(server.of('POST', '/api/login/img/check').at(-1)?.body).toEqual({
      token: 'tok-2',
      x: 30,
    });
  });

  it('the backdrop closes with null; the popup itself does not', async () => {
    const onDone = await mount();
    fireEvent.click(popup());
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('captcha-backdrop'));
    expect(onDone).toHaveBeenCalledExactlyOnceWith(null);
  });
});

describe('openSliderCaptcha', () => {
  it('resolves with the ticket and removes itself', async () => {
    let result: string | null | undefined;
    act(() => {
      void openSliderCaptcha().then((t) => (result = t));
    });
    await settle();
    expect(popup()).toBeTruthy();
    await drag([100]);
    await advance(1100);
    expect(result).toBe('ticket-1');
    expect(screen.queryByTestId('captcha-popup')).toBeNull();
  });

  it('resolves null from the backdrop, and when the page changes', async () => {
    let first: string | null | undefined;
    act(() => {
      void openSliderCaptcha().then((t) => (first = t));
    });
    await settle();
    fireEvent.click(screen.getByTestId('captcha-backdrop'));
    await settle();
    expect(first).toBeNull();
    expect(screen.queryByTestId('captcha-popup')).toBeNull();

    let second: string | null | undefined;
    act(() => {
      void openSliderCaptcha().then((t) => (second = t));
    });
    await settle();
    // What the shell does on every route change.
    act(() => closeOverlaysOnNavigation());
    await settle();
    expect(second).toBeNull();
    expect(screen.queryByTestId('captcha-popup')).toBeNull();
  });
});
