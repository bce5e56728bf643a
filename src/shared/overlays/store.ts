import type { ReactNode } from 'react';
import { create } from 'zustand';

/** What the shell's overlay host draws. Screens never write here directly; they use ./api. */
export interface ToastState {
  id: number;
  message: string;
}
export interface ModalMessageState {
  id: number;
  message: string;
}
export interface AlertButton {
  text: string;
  /** Returned when pressed; rendered as the class `alert-<choice>`. */
  choice: string;
  primary?: boolean;
}
export interface AlertState {
  id: number;
  title?: string;
  message: string;
  buttons: AlertButton[];
  /** Whether tapping the backdrop dismisses it with 'close'. */
  backdropDismiss: boolean;
  resolve: (choice: string) => void;
}
export interface LoadingState {
  id: number;
  message: string;
}
export interface ModalState {
  id: number;
  content: ReactNode;
  onClose?: () => void;
  /** The dialog's name for screen readers (what it asks or tells, e.g. 确认购买). */
  label?: string;
}

export interface OverlayState {
  toast: ToastState | null;
  modalMessage: ModalMessageState | null;
  alert: AlertState | null;
  loading: LoadingState | null;
  modal: ModalState | null;
}

export const useOverlayStore = create<OverlayState>(() => ({
  toast: null,
  modalMessage: null,
  alert: null,
  loading: null,
  modal: null,
}));

let lastId = 0;
export function nextOverlayId(): number {
  lastId += 1;
  return lastId;
}
