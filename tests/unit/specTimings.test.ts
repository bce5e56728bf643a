import { describe, expect, it } from 'vitest';
import * as rain from '../../contracts/rainTimings';
import * as statsTimings from '../../src/app/shell/statsTimings';
import * as captcha from '../../src/features/account/captcha/timings';
import * as partner from '../../src/features/account/partner/timings';
import * as sms from '../../src/features/account/sms/timings';
import * as home from '../../src/features/home/timings';
import * as tabLearning from '../../src/features/matches/tabLearning/timings';
import * as redPacket from '../../src/features/redPacket/timings';
import * as share from '../../src/features/share/timings';
import * as live from '../../src/shared/live/timings';
import * as overlays from '../../src/shared/overlays/timings';
import * as session from '../../src/shared/session/timings';

// The spec's figures (product-spec §4, §9), each read where the feature that uses it defines it.
describe('the spec’s timings', () => {
  it('holds every figure the spec names, once, with the feature that uses it', () => {
    expect(live).toMatchObject({
      MESSAGE_POLL_MS: 60_000,
      RED_PACKET_CHECK_MS: 10_000,
      RED_PACKET_LIST_MS: 1_003_000,
    });
    expect(session).toMatchObject({ USER_DATA_STALE_MS: 60_000, LOGIN_EVENT_DELAY_MS: 200 });
    expect(home).toMatchObject({
      HOME_TEMPLATES_STALE_MS: 180_000,
      HOME_INFORMATION_STALE_MS: 180_000,
      HOME_PLANNING_TIMEOUT_MS: 8_000,
      HOME_INTERPRETATION_TIMEOUT_MS: 8_000,
    });
    expect(overlays).toMatchObject({
      TOAST_MS: 2000,
      TOAST_LONG_MS: 3000,
      MODAL_MESSAGE_MS: 1200,
      LOADING_MS: 5000,
      HIDE_LOADING_RETRIES: 5,
      HIDE_LOADING_RETRY_MS: 300,
    });
    expect(partner).toMatchObject({
      JD_LOGIN_DELAY_MS: 100,
      PARTNER_LOGIN_TRIES: 3,
      PARTNER_LOGIN_RETRY_MS: 500,
    });
    expect(sms).toMatchObject({ SMS_RESEND_WAIT_S: 60 });
    expect(captcha).toMatchObject({
      CAPTCHA_SUCCESS_MESSAGE_MS: 600,
      CAPTCHA_SUCCESS_MARKER_MS: 500,
      CAPTCHA_FAILURE_MESSAGE_MS: 1200,
      CAPTCHA_RESET_LOCK_MS: 500,
      CAPTCHA_BLINK_MS: 300,
    });
    expect(statsTimings).toMatchObject({
      STATS_AFTER_NAVIGATION_END_MS: 100,
      STATS_AFTER_ROUTE_ACTIVATION_MS: 1000,
    });
    expect(tabLearning).toMatchObject({
      TAB_LEARNING_CLICK_WINDOW_MS: 5000,
      TAB_LEARNING_KEEP_MS: 3_600_000,
    });
    expect(redPacket).toMatchObject({
      RED_PACKET_SHAKE_FROM_MS: 60_000,
      RED_PACKET_SHAKE_UNTIL_MS: 300_000,
    });
    expect(share).toMatchObject({ CLIPBOARD_CHECK_MS: 50, SCREENSHOT_CLONE_WAIT_MS: 200 });
    expect(rain).toMatchObject({
      RAIN_GAP_MS: 60_000,
      RAIN_CLICK_WINDOW_MS: 10_000,
      REWARD_VALID_MS: 7 * 24 * 3_600_000,
    });
  });
});
