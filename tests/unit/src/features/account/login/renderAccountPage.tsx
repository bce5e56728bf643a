import { renderAppAt } from '../../../../../kit/renderApp';

/**
 * The real route table in memory (guards, lazy screens, redirects), started at `path`: the account
 * pages are tested as a fan reaches them, including where they send the fan afterwards.
 */
export function startAt(path: string) {
  return renderAppAt(path);
}

/** A promise and its resolver, to hold an answer back while the test looks at the loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
