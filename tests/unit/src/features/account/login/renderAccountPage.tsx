import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from '@app/router';
import { initChannel } from '@shared/channels';

/**
 * The real route table in memory (guards, lazy screens, redirects), started at `path`: the account
 * pages are tested as a fan reaches them, including where they send the fan afterwards.
 */
export function startAt(path: string) {
  initChannel();
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const at = () => router.state.location.pathname + router.state.location.search;
  return { router, at };
}

/** A promise and its resolver, to hold an answer back while the test looks at the loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
