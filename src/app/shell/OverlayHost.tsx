import { useRef, type MouseEvent } from 'react';
import { BACKDROP_CHOICE, choiceFromClick, closeModal, useOverlayStore } from '@shared/overlays';

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
  const boxRef = useRef<HTMLDivElement>(null);
  if (!alert) return null;
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
  return (
    <div className="overlay-backdrop" onClick={onBackdropClick} data-testid="alert-backdrop">
      <div className="alert" role="alertdialog" aria-modal="true" ref={boxRef} onClick={onBoxClick}>
        {alert.title && <h2 className="alert__title">{alert.title}</h2>}
        <p className="alert__message">{alert.message}</p>
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
  return (
    <div
      className="overlay-backdrop"
      onClick={(e) => e.target === e.currentTarget && closeModal()}
      data-testid="modal"
    >
      <div className="modal" role="dialog" aria-modal="true">
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
