// Pins what a fan sees when a screen throws: a calm message with a way forward, not a blank page.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@app/shell/RouteErrorPage';

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
