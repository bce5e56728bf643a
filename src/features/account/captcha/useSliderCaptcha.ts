import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPTCHA_MAX_X, CAPTCHA_MIN_X, type CaptchaPuzzle } from '@contracts/account/captcha';
import { after, type Cancel, appNow } from '@schedulers';
import { failureText, isApiError } from '@shared/http';
import { checkCaptcha, fetchCaptchaPuzzle } from './api';
import { reportCaptchaError } from './report';
import {
  CaptchaMessageType,
  CaptchaTexts,
  dragDistance,
  NEED_REFRESH,
  type CaptchaView,
} from './rules';
import {
  CAPTCHA_BLINK_MS,
  CAPTCHA_FAILURE_MESSAGE_MS,
  CAPTCHA_RESET_LOCK_MS,
  CAPTCHA_SUCCESS_MARKER_MS,
  CAPTCHA_SUCCESS_MESSAGE_MS,
} from './timings';

export interface CaptchaMessage {
  type: CaptchaMessageType;
  text: string;
}

export interface SliderCaptchaState {
  view: CaptchaView;
  puzzle: CaptchaPuzzle | null;
  loading: boolean;
  message: CaptchaMessage | null;
  /** The slider handle's distance, px. */
  distance: number;
  /** The piece's left, px: follows the slider, but stays where it failed while it blinks. */
  pieceX: number;
  blinking: boolean;
  /** Passed: waiting to close; the backdrop no longer closes the popup. */
  passed: boolean;
}

const initial: SliderCaptchaState = {
  view: 'puzzle',
  puzzle: null,
  loading: true,
  message: null,
  distance: 0,
  pieceX: 0,
  blinking: false,
  passed: false,
};

/**
 * The slider captcha of product-spec §4: load on open; a touch or mouse start arms the slider; moves
 * set the distance only inside 0–230; release submits. Success: the message 600 ms, the marker
 * 500 ms, then `onPassed(ticket)`. Failure: the message 1200 ms, the piece blinks 0.3 s and returns
 * left, the slider returns at once and takes no input for 500 ms. need_refresh: the error stays, no
 * reset, one error report. Every wait goes through @schedulers and is cancelled on unmount.
 */
export function useSliderCaptcha(onPassed: (ticket: string) => void) {
  const [state, setState] = useState<SliderCaptchaState>(initial);
  const timers = useRef<Cancel[]>([]);
  const drag = useRef<{ startX: number; distance: number } | null>(null);
  const busy = useRef({ locked: false, checking: false });
  const latest = useRef(state);
  latest.current = state;
  const onPassedRef = useRef(onPassed);
  onPassedRef.current = onPassed;

  const patch = useCallback((next: Partial<SliderCaptchaState>) => {
    setState((s) => ({ ...s, ...next }));
  }, []);
  const later = useCallback((ms: number, fn: () => void) => {
    timers.current.push(after(ms, fn));
  }, []);
  const cancelTimers = useCallback(() => {
    timers.current.forEach((cancel) => cancel());
    timers.current = [];
  }, []);

  const load = useCallback(() => {
    cancelTimers();
    drag.current = null;
    busy.current = { locked: false, checking: false };
    setState({ ...initial });
    fetchCaptchaPuzzle().then(
      (puzzle) => patch({ puzzle, loading: false }),
      (error: unknown) => {
        const text = failureText(error, CaptchaTexts.loadFailed);
        patch({
          loading: false,
          view: 'error',
          message: { type: CaptchaMessageType.error, text: `${CaptchaTexts.loadFailed}：${text}` },
        });
      },
    );
  }, [cancelTimers, patch]);

  useEffect(() => {
    load();
    return cancelTimers;
  }, [load, cancelTimers]);

  const pass = useCallback(
    (ticket: string) => {
      patch({
        passed: true,
        message: { type: CaptchaMessageType.simpleSuccess, text: CaptchaTexts.success },
      });
      later(CAPTCHA_SUCCESS_MESSAGE_MS, () => {
        patch({
          view: 'success',
          message: { type: CaptchaMessageType.success, text: CaptchaTexts.success },
        });
        later(CAPTCHA_SUCCESS_MARKER_MS, () => onPassedRef.current(ticket));
      });
    },
    [later, patch],
  );

  const fail = useCallback(
    (text: string) => {
      busy.current.locked = true;
      patch({
        message: { type: CaptchaMessageType.simpleError, text },
        blinking: true,
        distance: 0,
      });
      later(CAPTCHA_BLINK_MS, () => patch({ blinking: false, pieceX: 0 }));
      later(CAPTCHA_RESET_LOCK_MS, () => {
        busy.current.locked = false;
      });
      later(CAPTCHA_FAILURE_MESSAGE_MS, () => patch({ message: null }));
    },
    [later, patch],
  );

  const submit = useCallback(
    (x: number) => {
      const token = latest.current.puzzle?.token;
      if (!token) return;
      busy.current.checking = true;
      // A message-clearing wait of an earlier failure must not cut this answer's message short.
      cancelTimers();
      checkCaptcha(token, x).then(
        ({ ticket }) => {
          busy.current.checking = false;
          pass(ticket);
        },
        (error: unknown) => {
          busy.current.checking = false;
          if (isApiError(error) && error.code === NEED_REFRESH) {
            // The puzzle is spent: keep everything as it is and let the fan ask for a new one.
            busy.current.locked = true;
            patch({
              view: 'error',
              message: { type: CaptchaMessageType.error, text: error.message },
            });
            reportCaptchaError({ code: NEED_REFRESH, message: error.message, at: appNow() });
            return;
          }
          fail(failureText(error, CaptchaTexts.checkFailed));
        },
      );
    },
    [cancelTimers, fail, pass, patch],
  );

  /** A touch or mouse start on the handle. */
  const start = useCallback((clientX: number) => {
    const s = latest.current;
    if (busy.current.locked || busy.current.checking || s.passed) return;
    if (!s.puzzle || s.view !== 'puzzle') return;
    drag.current = { startX: clientX, distance: 0 };
  }, []);

  const move = useCallback(
    (clientX: number) => {
      if (!drag.current) return;
      const d = dragDistance(drag.current.startX, clientX);
      if (d === null) return;
      drag.current.distance = d;
      patch({ distance: d, pieceX: d });
    },
    [patch],
  );

  const end = useCallback(() => {
    if (!drag.current) return;
    const d = drag.current.distance;
    drag.current = null;
    // A tap without a drag is not an answer: it would only spend one of the puzzle's tries.
    if (d > 0) submit(d);
  }, [submit]);

  /**
   * The keyboard's slide (issue 38 §3): the arrows move the handle as a drag would — the first one
   * arms it — and `end` (Enter) releases it, which submits.
   */
  const slideBy = useCallback(
    (next: (distance: number) => number) => {
      if (!drag.current) start(0);
      if (!drag.current) return;
      const to = Math.min(CAPTCHA_MAX_X, Math.max(CAPTCHA_MIN_X, next(drag.current.distance)));
      // Armed at 0, a move to x is a distance of x.
      move(drag.current.startX + to);
    },
    [start, move],
  );

  return { state, start, move, end, slideBy, refresh: load, armed: () => drag.current !== null };
}
