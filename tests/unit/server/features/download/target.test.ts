// Pins where the download page's 立即下载 leads (server/features/download; docs/decisions/
// activities-and-channel-homes.md "Download"): the phone's store from the deployment's settings with
// the agent appended (unless the address names one), the agent given only when it is digits (else
// 2335037), back to the download page with 暂未提供安装包 when no package is offered for the phone;
// and the settings themselves: none by default, https only.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../../server/config';
import { downloadTarget, platformOf } from '../../../../../server/features/download';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0';
const URLS = {
  ios: 'https://apps.apple.com/cn/app/id1234567890',
  android: 'https://download.matchday.example/matchday.apk',
};

describe('the install link', () => {
  it('knows the phone from its User-Agent', () => {
    expect(platformOf(IPHONE)).toBe('ios');
    expect(platformOf('Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X)')).toBe('ios');
    expect(platformOf(ANDROID)).toBe('android');
    expect(platformOf(DESKTOP)).toBe('other');
    expect(platformOf(undefined)).toBe('other');
  });

  it('sends each phone to its store with the agent', () => {
    expect(downloadTarget(URLS, { userAgent: IPHONE, agentId: '2335088' })).toEqual({
      kind: 'store',
      url: 'https://apps.apple.com/cn/app/id1234567890?agentId=2335088',
    });
    expect(downloadTarget(URLS, { userAgent: ANDROID, agentId: '2335109' })).toEqual({
      kind: 'store',
      url: 'https://download.matchday.example/matchday.apk?agentId=2335109',
    });
  });

  it('keeps an agent the store address names, and takes 2335037 for none or a malformed one', () => {
    const named = { ...URLS, android: 'https://dl.example/app.apk?agentId=1&v=2' };
    expect(downloadTarget(named, { userAgent: ANDROID, agentId: '2335088' })).toEqual({
      kind: 'store',
      url: 'https://dl.example/app.apk?agentId=1&v=2',
    });
    for (const agentId of [undefined, '', 'abc', '12', '2335088<script>', ['2335088', '1'], 7])
      expect(downloadTarget(URLS, { userAgent: IPHONE, agentId })).toEqual({
        kind: 'store',
        url: 'https://apps.apple.com/cn/app/id1234567890?agentId=2335037',
      });
  });

  it('sends the fan back to the page, told there is no package, where none is offered', () => {
    const none = { ios: null, android: null };
    const back = { kind: 'page', location: '/#/download?agentId=2335088&missing=1' };
    expect(downloadTarget(none, { userAgent: IPHONE, agentId: '2335088' })).toEqual(back);
    expect(
      downloadTarget({ ...URLS, ios: null }, { userAgent: IPHONE, agentId: '2335088' }),
    ).toEqual(back);
    expect(downloadTarget(URLS, { userAgent: DESKTOP, agentId: '2335088' })).toEqual(back);
    expect(downloadTarget(none, { userAgent: ANDROID, agentId: 'x' })).toEqual({
      kind: 'page',
      location: '/#/download?agentId=2335037&missing=1',
    });
  });
});

describe('the download settings', () => {
  it('name no store by default', () => {
    expect(readConfig({}).downloadUrls).toEqual({ ios: null, android: null });
  });

  it('read https addresses and refuse anything else', () => {
    expect(
      readConfig({ DOWNLOAD_IOS_URL: URLS.ios, DOWNLOAD_ANDROID_URL: ` ${URLS.android} ` })
        .downloadUrls,
    ).toEqual(URLS);
    for (const bad of ['http://dl.example/app.apk', 'javascript:alert(1)', 'apps.apple.com/x'])
      expect(() => readConfig({ DOWNLOAD_ANDROID_URL: bad })).toThrow(
        /DOWNLOAD_ANDROID_URL must be an https address/,
      );
  });
});
