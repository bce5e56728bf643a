import { appEnvironment, type Cancel, type EnvironmentControl } from '@schedulers';

/**
 * Feeds the scheduler's environment from the browser: page visibility (`visibilitychange`) and network
 * state (`online` / `offline`). schedulers/ holds no DOM globals; this adapter is bound once at boot.
 * Returns its cleanup.
 */
export function bindBrowserEnvironment(
  target: EnvironmentControl = appEnvironment,
  doc: Document = document,
  win: Window = window,
): Cancel {
  const readVisibility = () => target.setVisible(doc.visibilityState !== 'hidden');
  const goOnline = () => target.setOnline(true);
  const goOffline = () => target.setOnline(false);
  readVisibility();
  target.setOnline(win.navigator.onLine !== false);
  doc.addEventListener('visibilitychange', readVisibility);
  win.addEventListener('online', goOnline);
  win.addEventListener('offline', goOffline);
  return () => {
    doc.removeEventListener('visibilitychange', readVisibility);
    win.removeEventListener('online', goOnline);
    win.removeEventListener('offline', goOffline);
  };
}
