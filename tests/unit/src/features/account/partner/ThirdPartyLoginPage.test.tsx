// Pins the third-party login notice: a fan of a host-app channel is told to log in through the host
// app, and goes on to the page they asked for as soon as a partner login succeeds.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginSuccess$ } from '@shared/events';
import { clearToken, storeToken } from '@shared/session';
import { startAt } from '../login/renderAccountPage';

afterEach(() => clearToken());

describe('login/third-party', () => {
  it('names the host app and stays while the fan is not logged in', async () => {
    startAt('/login/third-party?channel=jd&backUrl=%2Fuser%2Finfo');
    const page = await screen.findByTestId('third-party-login');
    expect(page.textContent).toContain('请在京东App中登录后');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/tabs/home');
  });

  it('goes on to the asked-for page when a partner login succeeds', async () => {
    const { at } = startAt('/login/third-party?channel=jd&backUrl=%2Fuser%2Fsettings');
    await screen.findByTestId('third-party-login');
    storeToken('t'.repeat(43));
    loginSuccess$.next();
    await waitFor(() => expect(at()).toBe('/user/settings'));
  });

  it('never follows a return target outside the app', async () => {
    storeToken('t'.repeat(43));
    const { at } = startAt('/login/third-party?channel=tq&backUrl=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(at()).toBe('/tabs/home'));
  });
});
