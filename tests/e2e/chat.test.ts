// Pins the match chat as fans use it (issue 8 "Done when"): two fans in two browser contexts chat in
// one match's room and see each other's messages live, once each; an administrator in a third
// context mutes one of them from the chat, who is told at once and can no longer send, while the
// other fan sees nothing more from them; the mute lifted, they speak again. A visitor reads the room
// and is offered login to speak.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../kit/browser';
import { demoLoginToken, storeToken } from '../kit/demoLogin';
import { quietMatchId } from '../kit/quietMatch';
import { busyEvening, startServerProcess, type RunningServer } from '../kit/serverProcess';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServerProcess({ env: { SIM_SPEED: '60', SIM_START: busyEvening() } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openChat(account: string | null, matchId: number) {
  const { context, page } = await browser.newPhone();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  if (account) await storeToken(context, server.url, await demoLoginToken(server.url, account));
  await page.goto(`${server.url}/#/match-detail?matchId=${matchId}&tab=chat`);
  await page.getByTestId('chat-room').waitFor();
  await page.locator('[data-testid="chat-status"][data-state="connected"]').waitFor();
  return { context, page, errors };
}

async function say(page: Page, text: string) {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  const mine = page.locator('[data-testid="chat-message"][data-state="sent"]', { hasText: text });
  await mine.waitFor();
  return mine.getAttribute('data-message-id');
}

const messageWith = (page: Page, text: string) =>
  page.locator('[data-testid="chat-message"]', { hasText: text });

describe('the chat room of a match', () => {
  it(
    'lets two fans talk, and an administrator mute one of them',
    { timeout: 240_000 },
    async () => {
      const matchId = await quietMatchId(server.url);
      const fan = await openChat('demo_fan', matchId);
      const vip = await openChat('demo_vip', matchId);

      // Both are counted in the room.
      await expect
        .poll(async () => fan.page.getByTestId('chat-online').textContent(), { timeout: 10_000 })
        .toMatch(/^[2-9]\d*人在线$/);

      const hello = '今晚谁赢？我押主队';
      const helloId = await say(fan.page, hello);
      expect(helloId).toMatch(/^\d+$/);
      const heard = vip.page.locator(`[data-testid="chat-message"][data-message-id="${helloId}"]`);
      await heard.waitFor();
      expect(await heard.textContent()).toContain(hello);
      expect(await messageWith(vip.page, hello).count()).toBe(1);

      const reply = '我看客队，<3 这支球队';
      const replyId = await say(vip.page, reply);
      await fan.page
        .locator(`[data-testid="chat-message"][data-message-id="${replyId}"]`)
        .waitFor();
      expect(await messageWith(fan.page, reply).count()).toBe(1);

      // The administrator taps the VIP's avatar and mutes them.
      const admin = await openChat('demo_admin', matchId);
      const vipMessage = admin.page.locator(
        `[data-testid="chat-message"][data-message-id="${replyId}"]`,
      );
      await vipMessage.waitFor();
      await vipMessage.getByTestId('chat-author').click();
      await admin.page.locator('.alert-mute').click();
      await admin.page.getByTestId('toast').filter({ hasText: '已禁言' }).waitFor();

      // The VIP is told at once, with until when, and cannot send.
      const notice = vip.page.getByTestId('chat-mute-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(
        /你已被管理员禁言，\d+月\d+日 \d{2}:\d{2} 后可以发言/,
      );
      expect(await vip.page.getByTestId('chat-input').isDisabled()).toBe(true);
      expect(await vip.page.getByTestId('chat-send').isDisabled()).toBe(true);
      await vip.page.screenshot({ path: 'test-results/chat-muted.png' }).catch(() => undefined);

      // A fan's page is not an administrator's: no avatar to tap.
      expect(await fan.page.getByTestId('chat-author').count()).toBe(0);

      // Lifted, the VIP speaks again and the fan hears it.
      await vipMessage.getByTestId('chat-author').click();
      await admin.page.locator('.alert-unmute').click();
      await notice.waitFor({ state: 'detached' });
      const again = '谢谢管理员，我会文明发言';
      const againId = await say(vip.page, again);
      await fan.page
        .locator(`[data-testid="chat-message"][data-message-id="${againId}"]`)
        .waitFor();

      for (const who of [fan, vip, admin]) {
        expect(who.errors).toEqual([]);
        await who.context.close();
      }
    },
  );

  it('lets a visitor read the room and offers login to speak', { timeout: 120_000 }, async () => {
    const matchId = await quietMatchId(server.url);
    const visitor = await openChat(null, matchId);
    await visitor.page.getByTestId('chat-login').waitFor();
    expect(await visitor.page.getByTestId('chat-input').count()).toBe(0);
    await visitor.page.getByTestId('chat-login').click();
    await visitor.page.waitForURL(/#\/login/);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
