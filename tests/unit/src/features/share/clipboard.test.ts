// Pins the copy's check (product-spec §9 "Clipboard copy check after 50 ms"): the link counts as
// copied only when the Clipboard API's write has gone through 50 ms later, on the scheduler's clock;
// a refusal, a write still pending, a missing API or one that throws leave it to be copied by hand.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyWithCheck, type TextClipboard } from '@features/share/clipboard';
import { CLIPBOARD_CHECK_MS, SCREENSHOT_CLONE_WAIT_MS } from '@features/share/timings';
import { pendingTimerCount } from '@schedulers';
import { installFakeClock } from '../../../../kit/fakeClock';

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
});
afterEach(() => clock.restore());

/** A clipboard whose write settles when the test says. */
function clipboard() {
  const written: string[] = [];
  let settle: { resolve: () => void; reject: (e: Error) => void } | undefined;
  const api: TextClipboard = {
    writeText: (text) =>
      new Promise<void>((resolve, reject) => {
        written.push(text);
        settle = { resolve, reject };
      }),
  };
  return {
    api,
    written,
    resolve: () => settle?.resolve(),
    reject: () => settle?.reject(new Error('denied')),
  };
}

/** The outcome, or 'waiting' while the check has not answered. */
function track(promise: Promise<string>) {
  let outcome = 'waiting';
  void promise.then((o) => (outcome = o));
  return () => outcome;
}

describe('copyWithCheck', () => {
  it('holds the spec’s figures', () => {
    expect(CLIPBOARD_CHECK_MS).toBe(50);
    expect(SCREENSHOT_CLONE_WAIT_MS).toBe(200);
  });

  it('answers copied at 50 ms when the write went through, not before', async () => {
    const board = clipboard();
    const outcome = track(copyWithCheck('https://m.example.com/#/plan-detail/42', board.api));
    expect(board.written).toEqual(['https://m.example.com/#/plan-detail/42']);
    board.resolve();
    await clock.advance(CLIPBOARD_CHECK_MS - 1);
    expect(outcome()).toBe('waiting');
    await clock.advance(1);
    expect(outcome()).toBe('copied');
    expect(pendingTimerCount()).toBe(0);
  });

  it('answers manual when the write was refused', async () => {
    const board = clipboard();
    const outcome = track(copyWithCheck('link', board.api));
    board.reject();
    await clock.advance(CLIPBOARD_CHECK_MS);
    expect(outcome()).toBe('manual');
  });

  it('answers manual when the write is still pending at 50 ms, even if it lands later', async () => {
    const board = clipboard();
    const outcome = track(copyWithCheck('link', board.api));
    await clock.advance(CLIPBOARD_CHECK_MS);
    expect(outcome()).toBe('manual');
    board.resolve();
    await clock.advance(10);
    expect(outcome()).toBe('manual');
  });

  it('answers manual without a Clipboard API, or with one that throws', async () => {
    const none = track(copyWithCheck('link', undefined));
    const throwing = track(
      copyWithCheck('link', {
        writeText: () => {
          throw new Error('NotAllowedError');
        },
      }),
    );
    await clock.advance(CLIPBOARD_CHECK_MS);
    expect([none(), throwing()]).toEqual(['manual', 'manual']);
  });
});
