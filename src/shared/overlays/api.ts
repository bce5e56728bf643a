import type { ReactNode } from 'react';
import { after, type Cancel } from '@schedulers';
import { BACKDROP_CHOICE } from './alertChoice';
import { nextOverlayId, useOverlayStore, type AlertButton } from './store';
import {
  DISMISS_RESOLVE_MS,
  HIDE_LOADING_RETRIES,
  HIDE_LOADING_RETRY_MS,
  LOADING_MS,
  MODAL_MESSAGE_MS,
  TOAST_LONG_AFTER_CHARS,
  TOAST_LONG_MS,
  TOAST_MS,
} from './timings';

/** Resolves DISMISS_RESOLVE_MS after a dismissal, so a follow-up overlay never races the old one out. */
function resolveAfterDismiss(resolve: () => void): void {
  after(DISMISS_RESOLVE_MS, resolve);
}

/** Toast duration rule (product-spec §9): 2000 ms, or 3000 ms for a message over 20 characters. */
export function toastDuration(message: string): number {
  return message.length > TOAST_LONG_AFTER_CHARS ? TOAST_LONG_MS : TOAST_MS;
}

let cancelToast: Cancel | undefined;
export function showToast(message: string, durationMs = toastDuration(message)): Promise<void> {
  cancelToast?.();
  const id = nextOverlayId();
  useOverlayStore.setState({ toast: { id, message } });
  return new Promise((resolve) => {
    cancelToast = after(durationMs, () => {
      if (useOverlayStore.getState().toast?.id === id) useOverlayStore.setState({ toast: null });
      resolveAfterDismiss(resolve);
    });
  });
}

let cancelModalMessage: Cancel | undefined;
export function showModalMessage(message: string, durationMs = MODAL_MESSAGE_MS): Promise<void> {
  cancelModalMessage?.();
  const id = nextOverlayId();
  useOverlayStore.setState({ modalMessage: { id, message } });
  return new Promise((resolve) => {
    cancelModalMessage = after(durationMs, () => {
      if (useOverlayStore.getState().modalMessage?.id === id)
        useOverlayStore.setState({ modalMessage: null });
      resolveAfterDismiss(resolve);
    });
  });
}

export interface AlertOptions {
  title?: string;
  message: string;
  buttons?: AlertButton[];
  backdropDismiss?: boolean;
}

/** Shows an alert and resolves with the chosen button's choice, or 'close' from the backdrop. */
export function showAlert(options: AlertOptions): Promise<string> {
  const previous = useOverlayStore.getState().alert;
  previous?.resolve(BACKDROP_CHOICE);
  return new Promise((resolve) => {
    const id = nextOverlayId();
    useOverlayStore.setState({
      alert: {
        id,
        title: options.title,
        message: options.message,
        buttons: options.buttons ?? [{ text: '确定', choice: 'ok', primary: true }],
        backdropDismiss: options.backdropDismiss ?? true,
        resolve: (choice) => {
          if (useOverlayStore.getState().alert?.id !== id) return;
          useOverlayStore.setState({ alert: null });
          resolveAfterDismiss(() => resolve(choice));
        },
      },
    });
  });
}

export interface ConfirmOptions {
  title?: string;
  message: string;
  okText?: string;
  cancelText?: string;
  /** Confirms ignore the backdrop unless this is set. */
  backdropDismiss?: boolean;
}

/** A confirm: resolves 'ok', 'cancel', or 'close' when backdrop dismissal is on and used. */
export function showConfirm(options: ConfirmOptions): Promise<string> {
  return showAlert({
    title: options.title,
    message: options.message,
    backdropDismiss: options.backdropDismiss ?? false,
    buttons: [
      { text: options.cancelText ?? '取消', choice: 'cancel' },
      { text: options.okText ?? '确定', choice: 'ok', primary: true },
    ],
  });
}

let cancelLoading: Cancel | undefined;
/** Shows the loading spinner; it removes itself after 5000 ms at the latest (product-spec §9). */
export function showLoading(message = '加载中...', durationMs = LOADING_MS): void {
  cancelLoading?.();
  const id = nextOverlayId();
  useOverlayStore.setState({ loading: { id, message } });
  cancelLoading = after(durationMs, () => {
    if (useOverlayStore.getState().loading?.id === id) useOverlayStore.setState({ loading: null });
  });
}

/**
 * Hides the loading spinner. A hide can arrive before the spinner it targets is up (the call finished
 * first), so it looks again up to 5 times, 300 ms apart. Resolves 50 ms after the dismissal, or when it
 * gives up.
 */
export function hideLoading(): Promise<void> {
  return new Promise((resolve) => {
    const attempt = (triesLeft: number): void => {
      if (useOverlayStore.getState().loading) {
        cancelLoading?.();
        cancelLoading = undefined;
        useOverlayStore.setState({ loading: null });
        resolveAfterDismiss(resolve);
      } else if (triesLeft > 0) {
        after(HIDE_LOADING_RETRY_MS, () => attempt(triesLeft - 1));
      } else {
        resolve();
      }
    };
    attempt(HIDE_LOADING_RETRIES);
  });
}

/**
 * Opens the generic modal with any content; it closes on navigation (the shell calls closeModal) and
 * on Escape. `label` names the dialog for screen readers.
 */
export function openModal(
  content: ReactNode,
  onClose?: () => void,
  label?: string,
): { close: () => void } {
  closeModal();
  const id = nextOverlayId();
  useOverlayStore.setState({ modal: { id, content, onClose, label } });
  return {
    close: () => {
      if (useOverlayStore.getState().modal?.id === id) closeModal();
    },
  };
}

export function closeModal(): void {
  const modal = useOverlayStore.getState().modal;
  if (!modal) return;
  useOverlayStore.setState({ modal: null });
  modal.onClose?.();
}
