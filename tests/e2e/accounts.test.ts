// Pins the account journey of issue 5 in Chromium against the built app and a real server: a visitor
// asks for a protected page, is sent to login, registers a new fan through the slider captcha and an
// SMS code, logs out, logs in with the password, changes the nickname, and ends on the protected page
// first asked for; another registers by name, the slider captcha asked on 注册 itself. The captcha's
// answer and the SMS code come from the server's development endpoints.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, waitForHash, type BrowserSession } from '../kit/browser';
import { eveningAhead, startServerProcess, type RunningServer } from '../kit/serverProcess';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  // Its own server (it registers fans), on the run's seeded world of this evening.
  server = await startServerProcess({ env: { SIM_START: eveningAhead() } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PROTECTED = '/user/info';
const PASSWORD = 'Fan2026goal';

/** data of a development endpoint, or undefined while it answers 404. */
async function devData<T>(path: string): Promise<T | undefined> {
  const res = await fetch(`${server.url}${path}`);
  if (res.status === 404) return undefined;
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Asks the server until it answers (vi.waitUntil: the test kit may wait, the app may not). */
async function eventually<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  let found: T | undefined;
  await vi
    .waitUntil(
      async () => {
        found = await probe();
        return found !== undefined;
      },
      { timeout: 5000, interval: 100 },
    )
    .catch(() => {
      throw new Error(`never got ${what}`);
    });
  return found as T;
}

/**
 * Solves the slider captcha the SMS button (or 注册 by name) opened: reads the puzzle's token from its
 * response, asks the development endpoint for the answer, and drags the handle that far with the mouse.
 */
async function solveCaptcha(page: Page, puzzle: Promise<{ token: string }>) {
  const { token } = await puzzle;
  const answer = await eventually(
    () => devData<{ x: number }>(`/api/dev/captcha?token=${encodeURIComponent(token)}`),
    'the captcha answer',
  );
  await page.getByTestId('captcha-piece').waitFor();
  const handle = page.getByTestId('captcha-slider');
  const box = await handle.boundingBox();
  if (!box) throw new Error('the captcha handle is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + answer.x / 2, y, { steps: 5 });
  await page.mouse.move(x + answer.x, y, { steps: 5 });
  await page.mouse.up();
  await page.getByTestId('captcha-popup').waitFor({ state: 'detached' });
}

function puzzleResponse(page: Page): Promise<{ token: string }> {
  return page
    .waitForResponse((r) => r.url().includes('/api/login/img') && r.request().method() === 'GET')
    .then(async (r) => ((await r.json()) as { data: { token: string } }).data);
}

const storedToken = (page: Page) =>
  page.evaluate(() => [
    localStorage.getItem('jcob_token'),
    sessionStorage.getItem('jcob_token'),
    document.cookie.includes('jcob_token='),
  ]);

describe('a new fan in the built app', () => {
  it('registers by captcha and SMS, logs out, logs in, renames, and ends where they began', async () => {
    const { context, page } = await browser.newPhone();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const phone = `139${String(Date.now()).slice(-8)}`;

    // A protected page sends the visitor to login, remembering it.
    await page.goto(`${server.url}/#${PROTECTED}`);
    expect(await waitForHash(page, /^\/login/)).toBe(
      `/login?backUrl=${encodeURIComponent(PROTECTED)}`,
    );
    await page.getByTestId('login-page').waitFor();

    // Register by phone: the code needs the slider captcha first.
    await page.getByTestId('login-to-register').click();
    await page.getByTestId('register-page').waitFor();
    await page.getByTestId('register-phone').fill(phone);
    const puzzle = puzzleResponse(page);
    await page.getByTestId('sms-send').click();
    await solveCaptcha(page, puzzle);
    const sms = await eventually(
      () => devData<{ code: string; type: number }>(`/api/dev/sms-codes?phone=${phone}`),
      'the SMS code',
    );
    expect(sms.type).toBe(47);
    await page.getByTestId('register-code').fill(sms.code);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-password-confirm').fill(PASSWORD);
    await page.getByTestId('register-submit').click();

    // Registered and logged in: back on the page first asked for, token in all three homes.
    expect(await waitForHash(page, PROTECTED)).toBe(PROTECTED);
    await page.getByTestId('profile-page').waitFor();
    // A fan made by phone is named after its last four digits, never the whole number.
    expect(await page.getByTestId('profile-nickname').textContent()).toContain(
      `球迷${phone.slice(-4)}`,
    );
    expect(await storedToken(page)).toEqual([expect.any(String), expect.any(String), true]);

    // Log out from the settings page.
    await page.goto(`${server.url}/#/user/settings`);
    await page.getByTestId('settings-logout').click();
    await page.getByRole('button', { name: '退出', exact: true }).click();
    await waitForHash(page, '/tabs/user');
    expect(await storedToken(page)).toEqual([null, null, false]);

    // The protected page asks for login again; the password works.
    await page.goto(`${server.url}/#${PROTECTED}`);
    await waitForHash(page, /^\/login/);
    await page.getByTestId('login-account').fill(phone);
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('auth-error').textContent()).toBe('账号或密码错误');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    expect(await waitForHash(page, PROTECTED)).toBe(PROTECTED);

    // A new nickname, saved and shown on the profile the fan returns to.
    const nick = `球迷${phone.slice(-4)}号`;
    await page.getByTestId('profile-nickname').click();
    await waitForHash(page, '/user/nickname-change');
    await page.getByTestId('nickname-input').fill(nick);
    await page.getByTestId('nickname-submit').click();
    expect(await waitForHash(page, PROTECTED)).toBe(PROTECTED);
    await expect.poll(() => page.getByTestId('profile-nickname').textContent()).toContain(nick);

    expect(errors).toEqual([]);
    await context.close();
  });

  // Issue 30 §3: a name costs no SMS code, so 注册 itself asks the slider captcha.
  it('registers by name through the slider captcha and lands on the page first asked for', async () => {
    const { context, page } = await browser.newPhone();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const account = `fan_${Date.now().toString(36)}`;

    await page.goto(`${server.url}/#${PROTECTED}`);
    await waitForHash(page, /^\/login/);
    await page.getByTestId('login-to-register').click();
    await page.getByTestId('register-mode-account').click();
    await page.getByTestId('register-account').fill(account);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-password-confirm').fill(PASSWORD);
    const puzzle = puzzleResponse(page);
    await page.getByTestId('register-submit').click();
    await solveCaptcha(page, puzzle);

    expect(await waitForHash(page, PROTECTED)).toBe(PROTECTED);
    await page.getByTestId('profile-page').waitFor();
    await page.getByText(account, { exact: true }).waitFor();
    expect(await storedToken(page)).toEqual([expect.any(String), expect.any(String), true]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
