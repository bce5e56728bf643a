// Pins what a fan sees when a screen throws: a calm message with a way forward, not a blank page.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '@app/routes/types';
import { GuardedRoute } from '@app/shell/GuardedRoute';
import { RouteErrorBoundary } from '@app/shell/RouteErrorPage';
import { appEnvironment } from '@schedulers';

function Broken(): never {
  throw new Error('boom');
}

describe('route error boundary', () => {
  it('replaces a screen that throws with the error notice', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('route-error').textContent).toContain('页面出错了，请刷新重试');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('#/tabs/home');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('renders a working screen untouched', () => {
    render(
      <RouteErrorBoundary>
        <p>比赛</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('比赛')).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });
});

describe('route error boundary reset', () => {
  it('tries again when the fan moves to another path', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function MaybeBroken() {
      if (broken) throw new Error('boom');
      return <p>新页面</p>;
    }
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <MaybeBroken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('route-error')).toBeTruthy();
    broken = false;
    rerender(
      <RouteErrorBoundary resetKey="/a">
        <MaybeBroken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('route-error')).toBeTruthy();
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <MaybeBroken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('新页面')).toBeTruthy();
    logged.mockRestore();
  });
});

// Issue 31 item 4: a page first opened offline could not download its code and showed 页面出错了,
// which stayed after the network came back. The page now tries again by itself on the return.
describe('a page whose code failed to download offline', () => {
  it('loads by itself when the network returns', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    appEnvironment.setOnline(false);
    try {
      const load = vi
        .fn<NonNullable<RouteDef['load']>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValueOnce({ default: () => <p>比赛详情内容</p> });
      const route: RouteDef = {
        name: 'match-detail',
        pattern: 'match-detail',
        guards: [],
        feature: 'matchDetail',
        title: '比赛详情',
        status: 'built',
        load,
      };
      render(
        <MemoryRouter initialEntries={['/match-detail?matchId=1']}>
          <RouteErrorBoundary resetKey="/match-detail">
            <GuardedRoute route={route} />
          </RouteErrorBoundary>
        </MemoryRouter>,
      );
      expect((await screen.findByTestId('route-error')).textContent).toContain('页面出错了');
      act(() => appEnvironment.setOnline(true));
      expect(await screen.findByText('比赛详情内容')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      appEnvironment.setOnline(true);
      logged.mockRestore();
    }
  });

  it('stays on the notice while the network stays away', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    appEnvironment.setOnline(false);
    try {
      render(
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>,
      );
      expect(screen.getByTestId('route-error')).toBeTruthy();
      act(() => appEnvironment.setVisible(false));
      act(() => appEnvironment.setVisible(true));
      expect(screen.getByTestId('route-error')).toBeTruthy();
    } finally {
      appEnvironment.setOnline(true);
      logged.mockRestore();
    }
  });
});
