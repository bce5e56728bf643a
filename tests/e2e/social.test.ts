// Issue 37 §1's circles in the running app (Debian's Chromium, a server of its own): demo_fan posts
// with two pictures into a circle; demo_vip finds the post, likes it, replies and reports it;
// demo_admin, the circle's moderator, gags demo_fan from the post's page; demo_fan is then told until
// when instead of the reply box, and finds the like and the reply in the message counts. Every step
// is what a fan taps; what the server kept is read back through its own calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../kit/browser';
import { demoLoginToken, openPhoneAs } from '../kit/demoLogin';
import { eveningAhead, startServerProcess, type RunningServer } from '../kit/serverProcess';
import { newImage } from '../kit/uploadFixtures';

let server: RunningServer;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServerProcess({ env: { SIM_START: eveningAhead() } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function getJson<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json()) as { data: T };
  return body.data;
}

/** Taps the primary button of the confirm the app shows. */
async function confirm(page: Page) {
  await page.locator('.alert-ok').click();
}

describe('circles in the running app', () => {
  it(
    'two fans post with pictures, like, reply and report; the moderator gags the author',
    { timeout: 120_000 },
    async () => {
      const circles = await getJson<{ list: Array<{ id: number; name: string }> }>(
        '/api/sns/circles',
      );
      const circle = circles.list[0]!;
      const text = `今晚这场谁能赢？说说你的看法 ${Date.now() % 100_000}`;

      // demo_fan posts with two pictures.
      const fan = await openPhoneAs(browser, server.url, 'demo_fan', `/sns/index/${circle.id}`);
      await fan.page.getByTestId('sns-post-button').click();
      await fan.page.getByTestId('sns-composer-text').fill(text);
      await fan.page.getByTestId('sns-composer-images-input').setInputFiles([
        { name: 'a.png', mimeType: 'image/png', buffer: newImage('png') },
        { name: 'b.png', mimeType: 'image/png', buffer: newImage('png') },
      ]);
      await expect
        .poll(() => fan.page.locator('[data-testid=picked-image].is-done').count(), {
          timeout: 20_000,
        })
        .toBe(2);
      await fan.page.getByTestId('sns-composer').getByRole('button', { name: '发布' }).click();
      const card = fan.page.getByTestId('sns-card').filter({ hasText: text });
      await card.waitFor({ timeout: 20_000 });
      expect(await card.getByTestId('sns-pictures').locator('img').count()).toBe(2);

      // demo_vip opens it from the circle, likes, replies and reports it.
      const vip = await openPhoneAs(browser, server.url, 'demo_vip', `/sns/index/${circle.id}`);
      // The fan taps the post's text (a tap on a picture opens the photo viewer instead).
      await vip.page.getByTestId('sns-card').filter({ hasText: text }).getByText(text).click();
      const post = vip.page.getByTestId('sns-post');
      await post.waitFor();
      expect(await post.getByTestId('sns-text').innerText()).toBe(text);
      const msgId = Number(/sns\/detail\/(\d+)/.exec(vip.page.url())![1]);
      await post.getByTestId('sns-like').click();
      await expect.poll(() => post.getByTestId('sns-like-count').innerText()).toBe('1');
      await vip.page.getByTestId('sns-reply-text').fill('主队状态更好，我看好主胜');
      await vip.page.getByTestId('sns-reply-send').click();
      await vip.page
        .getByTestId('sns-reply')
        .filter({ hasText: '主队状态更好' })
        .waitFor({ timeout: 20_000 });
      await vip.page.getByTestId('sns-report').click();
      await vip.page.getByTestId('sns-foul-1').click();
      const vipToken = await demoLoginToken(server.url, 'demo_vip');
      const detail = await getJson<{
        item: { likeCount: number; replyCount: number; pictures: string[] };
      }>(`/api/querySnsNoteDetail/${msgId}`, vipToken);
      expect(detail.item).toMatchObject({ likeCount: 1, replyCount: 1 });
      expect(detail.item.pictures).toHaveLength(2);
      await expect
        .poll(
          async () =>
            (await getJson<{ reported: boolean }>(`/api/querySnsNoteDetail/${msgId}`, vipToken))
              .reported,
        )
        .toBe(true);

      // demo_admin moderates the circle: gags the author for the default 7 days.
      const admin = await openPhoneAs(browser, server.url, 'demo_admin', `/sns/detail/${msgId}`);
      await admin.page.getByTestId('sns-gag').click();
      expect(await admin.page.getByTestId('sns-gag-days').inputValue()).toBe('7');
      await admin.page.getByTestId('sns-gag-confirm').click();
      await confirm(admin.page);

      // demo_fan is told until when, instead of the reply box.
      await fan.page.goto(`${server.url}/#/sns/detail/${msgId}`);
      const blocked = fan.page.getByTestId('sns-reply-blocked');
      await blocked.waitFor({ timeout: 20_000 });
      expect(await blocked.innerText()).toMatch(/禁言.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      expect(await fan.page.getByTestId('sns-reply-box').count()).toBe(0);

      expect([...fan.errors, ...vip.errors, ...admin.errors]).toEqual([]);
    },
  );
});
