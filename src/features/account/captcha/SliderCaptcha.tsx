import {
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { CAPTCHA_MAX_X, CAPTCHA_MIN_X, CAPTCHA_PIECE_SIZE } from '@contracts/account/captcha';
import { useFocusTrap } from '@shared/a11y';
import { CAPTCHA_POPUP_SIZE, CaptchaMessageType, CaptchaTexts } from './rules';
import { CAPTCHA_BLINK_MS } from './timings';
import { useSliderCaptcha, type CaptchaMessage } from './useSliderCaptcha';
import './captcha.css';

export interface SliderCaptchaProps {
  /** Called once: the ticket after success, or null when the fan closes the popup. */
  onDone: (ticket: string | null) => void;
}

/** The slider captcha popup (product-spec §2, §4, §9): puzzle, slider, refresh; backdrop closes. */
export function SliderCaptcha({ onDone }: SliderCaptchaProps) {
  const { state, start, move, end, slideBy, refresh } = useSliderCaptcha(onDone);
  const { view, puzzle, message } = state;
  const size = CAPTCHA_POPUP_SIZE[view];
  // Focus stays in the popup (it opens over a page or a modal); Escape closes it as the backdrop
  // does, and focus goes back to the button that asked for it.
  const popup = useRef<HTMLDivElement>(null);
  const keysHintId = useId();
  useFocusTrap(popup, true, () => {
    if (!state.passed) onDone(null);
  });

  // The keyboard's drag: arrows move the handle (Shift: by 10 px), Enter or Space releases it.
  const onSliderKey = (e: ReactKeyboardEvent) => {
    const step = e.shiftKey ? 10 : 1;
    const next: Record<string, (d: number) => number> = {
      ArrowRight: (d) => d + step,
      ArrowUp: (d) => d + step,
      ArrowLeft: (d) => d - step,
      ArrowDown: (d) => d - step,
      Home: () => CAPTCHA_MIN_X,
      End: () => CAPTCHA_MAX_X,
    };
    const to = next[e.key];
    if (to) {
      e.preventDefault();
      slideBy(to);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      end();
    }
  };

  // Moves and releases are followed on the whole document, so a drag may leave the handle.
  useEffect(() => {
    const onMouseMove = (e: MouseEvent) => move(e.clientX);
    const onTouchMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (touch) move(touch.clientX);
    };
    document.addEventListener('mousemove', onMouseMove);
    document.addEventListener('touchmove', onTouchMove);
    document.addEventListener('mouseup', end);
    document.addEventListener('touchend', end);
    document.addEventListener('touchcancel', end);
    return () => {
      document.removeEventListener('mousemove', onMouseMove);
      document.removeEventListener('touchmove', onTouchMove);
      document.removeEventListener('mouseup', end);
      document.removeEventListener('touchend', end);
      document.removeEventListener('touchcancel', end);
    };
  }, [move, end]);

  const onBackdrop = (e: ReactMouseEvent) => {
    if (e.target === e.currentTarget && !state.passed) onDone(null);
  };

  return (
    <div className="captcha-backdrop" data-testid="captcha-backdrop" onClick={onBackdrop}>
      <div
        className={`captcha captcha--${view}`}
        style={{ width: size.width, height: size.height }}
        ref={popup}
        role="dialog"
        aria-modal="true"
        aria-label={CaptchaTexts.title}
        data-testid="captcha-popup"
        data-view={view}
      >
        {view === 'puzzle' && (
          <>
            <div className="captcha__head">
              <span>{CaptchaTexts.title}</span>
              <button
                type="button"
                className="captcha__refresh"
                data-testid="captcha-refresh"
                aria-label={CaptchaTexts.refresh}
                title={CaptchaTexts.refresh}
                onClick={refresh}
              >
                ↻
              </button>
            </div>
            <div className="captcha__image">
              {puzzle ? (
                <>
                  <img
                    className="captcha__map"
                    src={`data:image/jpeg;base64,${puzzle.mapImg}`}
                    alt=""
                    draggable={false}
                  />
                  <img
                    className={`captcha__piece${state.blinking ? ' is-blinking' : ''}`}
                    src={`data:image/png;base64,${puzzle.tplImg}`}
                    alt=""
                    draggable={false}
                    data-testid="captcha-piece"
                    style={
                      {
                        top: puzzle.Y,
                        width: CAPTCHA_PIECE_SIZE,
                        height: CAPTCHA_PIECE_SIZE,
                        transform: `translateX(${state.pieceX}px)`,
                        // The blink's length is the timer's: one figure (timings.ts) for both.
                        '--captcha-blink': `${CAPTCHA_BLINK_MS}ms`,
                      } as CSSProperties
                    }
                  />
                </>
              ) : (
                <div className="captcha__loading">
                  {state.loading ? CaptchaTexts.loading : CaptchaTexts.loadFailed}
                </div>
              )}
              {message && <Message message={message} />}
            </div>
            <div className="captcha__track">
              <div className="captcha__fill" style={{ width: state.distance + 30 }} />
              <span className="captcha__hint">{CaptchaTexts.hint}</span>
              <span className="visually-hidden" id={keysHintId}>
                {CaptchaTexts.keys}
              </span>
              <div
                className="captcha__handle"
                data-testid="captcha-slider"
                data-distance={state.distance}
                role="slider"
                tabIndex={0}
                aria-valuemin={CAPTCHA_MIN_X}
                aria-valuemax={CAPTCHA_MAX_X}
                aria-valuenow={state.distance}
                aria-label={CaptchaTexts.hint}
                aria-describedby={keysHintId}
                data-autofocus=""
                style={{ transform: `translateX(${state.distance}px)` }}
                onKeyDown={onSliderKey}
                onMouseDown={(e) => start(e.clientX)}
                onTouchStart={(e) => {
                  const touch = e.touches[0];
                  if (touch) start(touch.clientX);
                }}
              >
                →
              </div>
            </div>
          </>
        )}
        {view === 'success' && (
          <div className="captcha__state">
            <span className="captcha__icon captcha__icon--ok" aria-hidden="true">
              ✓
            </span>
            {message && <Message message={message} />}
          </div>
        )}
        {view === 'error' && (
          <div className="captcha__state">
            <span className="captcha__icon captcha__icon--error" aria-hidden="true">
              !
            </span>
            {message && <Message message={message} />}
            <button
              type="button"
              className="captcha__retry"
              data-testid="captcha-refresh"
              onClick={refresh}
            >
              {CaptchaTexts.retry}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

function Message({ message }: { message: CaptchaMessage }) {
  const inline =
    message.type === CaptchaMessageType.simpleSuccess ||
    message.type === CaptchaMessageType.simpleError;
  return (
    <div
      className={`captcha__message captcha__message--${message.type}${inline ? ' is-inline' : ''}`}
      role="status"
      data-testid="captcha-message"
      data-type={message.type}
    >
      {message.text}
    </div>
  );
}
