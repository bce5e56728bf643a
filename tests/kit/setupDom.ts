import { afterEach, beforeEach } from 'vitest';

// Node-environment files share this setup with the browser ones: there is nothing to clean there,
// and Testing Library (with React DOM) and the scheduler are loaded only where a DOM is (a node
// file that uses neither should not pay for loading them).
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { appScheduler } = await import('@schedulers');

  /** Every DOM test starts with empty storage and cookies, and leaves nothing mounted. */
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    for (const part of document.cookie.split(';')) {
      const name = part.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; path=/; max-age=0`;
    }
  });

  afterEach(() => {
    cleanup();
    // Loaded resources and jobs are the app's cache: a test starts without the last one's answers.
    appScheduler.reset();
  });
}
