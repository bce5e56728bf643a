import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useFocusTrap } from '@shared/a11y';
import {
  BACKDROP_CHOICE,
  choiceFromClick,
  closeModal,
  useOverlayStore,
  type AlertState,
  type ModalState,
} from '@shared/overlays';

function Toast() {
  const toast = useOverlayStore((s) => s.toast);
  if (!toast) return null;
  return (
    <div className="toast" role="status" aria-live="polite" data-testid="toast">
      {toast.message}
    </div>
  );
}

function ModalMessage() {
  const message = useOverlayStore((s) => s.modalMessage);
  if (!message) return null;
  return (
    <div className="overlay-backdrop overlay-backdrop--clear">
      <div className="modal-message" role="status" data-testid="modal-message">
        {message.message}
      </div>
    </div>
  );
}

function Loading() {
  const loading = useOverlayStore((s) => s.loading);
  if (!loading) return null;
  return (
    <div
      className="overlay-backdrop overlay-backdrop--clear"
      aria-busy="true"
      data-testid="loading"
    >
      <div className="loading-box">
        <div className="spinner spinner--light" />
        <span>{loading.message}</span>
      </div>
    </div>
  );
}

/** Alert and confirm. Any element with an `alert-<choice>` class answers with <choice>. */
function Alert() {
  const alert = useOverlayStore((s) => s.alert);
  if (!alert) return null;
  return <AlertDialog key={alert.id} alert={alert} />;
}

/**
 * One alert while it is open: focus trapped in it, Escape answering as the backdrop does ('close',
 * which callers take as "no"), focus back to what opened it after.
 */
function AlertDialog({ alert }: { alert: AlertState }) {
  const boxRef = useRef<HTMLDivElement>(null);
  useFocusTrap(boxRef, true, () => alert.resolve(BACKDROP_CHOICE));
  const onBoxClick = (event: MouseEvent) => {
    const box = boxRef.current;
    if (!box) return;
    const choice = choiceFromClick(event.target as Element, box.parentElement ?? box);
    if (choice) alert.resolve(choice);
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget && alert.backdropDismiss)
      alert.resolve(BACKDROP_CHOICE);
  };
  const titleId = `alert-title-${alert.id}`;
  const messageId = `alert-message-${alert.id}`;
  return (
    <div className="overlay-backdrop" onClick={onBackdropClick} data-testid="alert-backdrop">
      <div
        className="alert"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={alert.title ? titleId : undefined}
        aria-label={alert.title ? undefined : '提示'}
        aria-describedby={messageId}
        ref={boxRef}
        onClick={onBoxClick}
      >
        {alert.title && (
          <h2 className="alert__title" id={titleId}>
            {alert.title}
          </h2>
        )}
        <p className="alert__message" id={messageId}>
          {alert.message}
        </p>
        <div className="alert__buttons">
          {alert.buttons.map((button) => (
            <button
              key={button.choice}
              type="button"
              className={`alert__button alert-${button.choice}${button.primary ? ' alert__button--primary' : ''}`}
            >
              {button.text}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

function Modal() {
  const modal = useOverlayStore((s) => s.modal);
  if (!modal) return null;
  return <ModalDialog key={modal.id} modal={modal} />;
}

/**
 * The modal while it is open: focus trapped, Escape closes it. Its name is the caller's label, else
 * the content's first heading (a confirm's 确认支付, a popup's title), read by reference so a title
 * that changes (余额不足) renames it.
 */
function ModalDialog({ modal }: { modal: ModalState }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const headingId = `modal-title-${modal.id}`;
  useFocusTrap(boxRef, true, closeModal);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const heading = box?.querySelector('h1, h2, h3');
    if (!box || modal.label || !heading) return;
    heading.id ||= headingId;
    box.setAttribute('aria-labelledby', heading.id);
  }, [modal.label, headingId]);
  return (
    <div
      className="overlay-backdrop"
      onClick={(e) => e.target === e.currentTarget && closeModal()}
      data-testid="modal"
    >
      <div className="modal" role="dialog" aria-modal="true" aria-label={modal.label} ref={boxRef}>
        {modal.content}
      </div>
    </div>
  );
}

/** Draws the global overlays of the app shell; the photo viewer draws itself (photoswipe). */
export function OverlayHost() {
  return (
    <>
      <Modal />
      <Alert />
      <ModalMessage />
      <Loading />
      <Toast />
    </>
  );
}
