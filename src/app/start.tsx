import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bootApp } from './boot';

/** Boots the app and renders it into `root` (src/main.tsx loads this after the first-screen script). */
export function startApp(root: HTMLElement): void {
  bootApp();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
