// Pins the first shell's hand-over (issue 20 §3): index.html's skeleton stays while the app's first
// screen loads (no spinner drawn over it), and goes once a screen — or the error page — has mounted;
// later screens load behind the spinner as before.
import { readFileSync } from 'node:fs';
import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BootScreen } from '@app/shell/BootScreen';
import { FirstShellDone } from '@app/shell/FirstShellDone';
import { isFirstShellShown } from '@app/shell/firstShell';
import { RouteErrorPage } from '@app/shell/RouteErrorPage';

/** The shell exactly as index.html has it. */
function installShell(): void {
  const html = readFileSync('index.html', 'utf8');
  const shell =
    /<div id="first-shell"[\s\S]*?<\/svg>\s*<div class="tab-bar first-shell__tabs"><\/div>\s*<\/div>/.exec(
      html,
    );
  if (!shell) throw new Error('index.html has no #first-shell');
  document.body.insertAdjacentHTML('beforeend', shell[0]);
}

beforeEach(installShell);
afterEach(() => document.getElementById('first-shell')?.remove());

describe('the first shell', () => {
  it('is in index.html, painted without JavaScript: a busy skeleton and the tab bar frame', () => {
    const shell = document.getElementById('first-shell');
    expect(shell?.getAttribute('aria-busy')).toBe('true');
    expect(shell?.querySelectorAll('svg rect').length).toBeGreaterThan(0);
    expect(shell?.querySelector('.tab-bar')).not.toBeNull();
  });

  it('shows instead of the spinner while the first screen loads, and goes when it has mounted', async () => {
    let arrive: (screen: { default: () => ReactElement }) => void = () => undefined;
    const Screen = lazy(() => new Promise<{ default: () => ReactElement }>((r) => (arrive = r)));
    render(
      <Suspense fallback={<BootScreen />}>
        <Screen />
        <FirstShellDone />
      </Suspense>,
    );
    expect(screen.queryByLabelText('加载中', { selector: '.boot' })).toBeNull();
    expect(isFirstShellShown()).toBe(true);

    await act(() => {
      arrive({ default: () => <p>首页</p> });
      return Promise.resolve();
    });
    expect(screen.getByText('首页')).toBeTruthy();
    expect(isFirstShellShown()).toBe(false);
  });

  it('goes when the error page shows instead of a screen', () => {
    render(<RouteErrorPage />);
    expect(isFirstShellShown()).toBe(false);
  });

  it('leaves later screens to the spinner', () => {
    document.getElementById('first-shell')?.remove();
    render(<BootScreen />);
    expect(document.querySelector('.boot .spinner')).not.toBeNull();
  });
});
