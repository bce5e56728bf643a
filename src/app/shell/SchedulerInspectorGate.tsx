import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

/** `?inspect=1` in the page's query or in the hash route's query turns the inspector on. */
export function inspectorRequested(search: string, hash: string): boolean {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  return [search, hashQuery].some((query) => new URLSearchParams(query).get('inspect') === '1');
}

/**
 * Mounts the scheduler inspector in development builds, or in any build when the URL asks for it,
 * in a root of its own beside the app (so app and shell tests never render it). The overlay is a lazy
 * chunk: production's first load carries only this function.
 */
export function mountSchedulerInspector(
  dev: boolean = import.meta.env.DEV,
  location: Pick<Location, 'search' | 'hash'> = window.location,
): boolean {
  if (!dev && !inspectorRequested(location.search, location.hash)) return false;
  void import('./SchedulerInspector').then((inspector) => {
    const host = document.createElement('div');
    host.id = 'scheduler-inspector';
    document.body.appendChild(host);
    createRoot(host).render(createElement(inspector.default));
  });
  return true;
}
