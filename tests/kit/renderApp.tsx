import { render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { AppRoutes } from '@app/router';
import { initChannel } from '@shared/channels';

/**
 * The real route table in memory (guards, lazy screens, redirects), started at `path`. `at()` is
 * where the fan is now (path and query); `navigate` moves them as a link or Back would.
 */
export function renderAppAt(path: string) {
  initChannel();
  let location: Location | undefined;
  let navigateTo: NavigateFunction | undefined;
  function Probe() {
    location = useLocation();
    navigateTo = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Probe />
    </MemoryRouter>,
  );
  const at = () => (location ? location.pathname + location.search : '');
  const navigate: NavigateFunction = ((to: never, opts?: never) => {
    if (!navigateTo) throw new Error('the router has not rendered');
    return navigateTo(to, opts);
  }) as NavigateFunction;
  return { at, navigate };
}
