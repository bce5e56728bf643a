// @vitest-environment jsdom
// Pins channel resolution (product-spec §9), the full feature matrix of §6 and the per-channel rules (§2, §3, §9).
import { afterEach, describe, expect, it } from 'vitest';
import {
  appNameFor,
  CHANNEL_FEATURES,
  CHANNEL_IDS,
  channelOfAgent,
  currencyLabel,
  defaultAgentFor,
  homeEntryPath,
  initChannel,
  isFeatureVisible,
  isIosStoreBuild,
  isShieldedUser,
  isWechatBrowser,
  resolveChannel,
  shareSourceCode,
  usesJdUserCenter,
  usesThirdPartyLogin,
  type ChannelFeature,
  type ChannelId,
} from '@shared/channels';
import { readCookie } from '@shared/storage';

const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40';
const IPAD_WECHAT =
  'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.38';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.40';
const HUAWEI_BROWSER =
  'Mozilla/5.0 (Linux; Android 12; NOH-AN00) AppleWebKit/537.36 HuaweiBrowser/14.0.0 Mobile Safari/537.36';
const HONOR_PHONE = 'Mozilla/5.0 (Linux; Android 13; HONOR Magic5) AppleWebKit/537.36 Mobile';
const VIVO_PHONE = 'Mozilla/5.0 (Linux; Android 13; vivo X90) AppleWebKit/537.36 Mobile';
const WEIBO_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile Weibo (iPhone14,2__weibo__13.1.0)';
const PLAIN_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';

describe('resolveChannel priority', () => {
  const all = {
    queryAgentId: '2335615',
    storedAgentId: '2335620',
    hostname: 'jd.matchday.cn',
    userAgent: IPHONE_WECHAT,
  };

  it('takes the URL agentId over everything else', () => {
    expect(resolveChannel(all)).toEqual({ agentId: '2335615', channel: 'footballInfo' });
  });

  it('takes the stored agentId when the URL has none', () => {
    expect(resolveChannel({ ...all, queryAgentId: null })).toEqual({
      agentId: '2335620',
      channel: 'fast',
    });
    expect(resolveChannel({ ...all, queryAgentId: undefined })).toEqual({
      agentId: '2335620',
      channel: 'fast',
    });
  });

  it('takes the host hint when neither URL nor storage has an agentId', () => {
    expect(resolveChannel({ ...all, queryAgentId: null, storedAgentId: null })).toEqual({
      agentId: '2335301',
      channel: 'jd',
    });
  });

  it('takes the user agent when there is no agentId and no host hint', () => {
    expect(
      resolveChannel({
        queryAgentId: null,
        storedAgentId: null,
        hostname: 'm.matchday.cn',
        userAgent: IPHONE_WECHAT,
      }),
    ).toEqual({ agentId: '2335088', channel: 'wechat' });
  });

  it('falls back to the main site 2335037', () => {
    expect(resolveChannel({})).toEqual({ agentId: '2335037', channel: 'main' });
    expect(resolveChannel({ hostname: 'm.matchday.cn', userAgent: PLAIN_SAFARI })).toEqual({
      agentId: '2335037',
      channel: 'main',
    });
  });

  it.each([
    ['letters', 'abc'],
    ['markup', '<script>'],
    ['three digits', '123'],
    ['thirteen digits', '1234567890123'],
    ['digits with a suffix', '2335615x'],
    ['a negative number', '-2335615'],
    ['a decimal', '2335.615'],
    ['empty', ''],
    ['blank', '   '],
  ])('ignores a malformed URL agentId (%s) and goes on to the stored one', (_label, bad) => {
    expect(resolveChannel({ queryAgentId: bad, storedAgentId: '2335620' })).toEqual({
      agentId: '2335620',
      channel: 'fast',
    });
  });

  it('ignores malformed ids at both levels and goes on to the host hint, then the main site', () => {
    expect(
      resolveChannel({ queryAgentId: '<script>', storedAgentId: '12', hostname: 'tq.matchday.cn' }),
    ).toEqual({ agentId: '2335401', channel: 'tq' });
    expect(resolveChannel({ queryAgentId: 'x', storedAgentId: 'y' })).toEqual({
      agentId: '2335037',
      channel: 'main',
    });
  });

  it('accepts ids of 4 and 12 digits and trims surrounding blanks', () => {
    expect(resolveChannel({ queryAgentId: '1234' }).agentId).toBe('1234');
    expect(resolveChannel({ queryAgentId: '123456789012' }).agentId).toBe('123456789012');
    expect(resolveChannel({ queryAgentId: ' 2335615 ' })).toEqual({
      agentId: '2335615',
      channel: 'footballInfo',
    });
  });

  it('keeps an unknown well-formed agent id as a sub-channel of the main site', () => {
    expect(resolveChannel({ queryAgentId: '9999999' })).toEqual({
      agentId: '9999999',
      channel: 'main',
    });
  });
});

describe('host hints', () => {
  it.each([
    ['weibo.matchday.cn', '2335201', 'weibo'],
    ['jd.matchday.cn', '2335301', 'jd'],
    ['tq.matchday.cn', '2335401', 'tq'],
    ['xd.matchday.cn', '2335501', 'xiaodian'],
    ['cnb.matchday.cn', '2335601', 'cnb'],
    ['fast.matchday.cn', '2335620', 'fast'],
    ['JD.Matchday.CN', '2335301', 'jd'],
  ])('%s → %s (%s)', (hostname, agentId, channel) => {
    expect(resolveChannel({ hostname })).toEqual({ agentId, channel });
  });

  it('needs the hint as a prefix of the host name', () => {
    expect(resolveChannel({ hostname: 'm.jd.matchday.cn' })).toEqual({
      agentId: '2335037',
      channel: 'main',
    });
  });
});

describe('default agent from the user agent (product-spec §9)', () => {
  it.each([
    ['WeChat on iPhone', IPHONE_WECHAT, '2335088', 'wechat'],
    ['WeChat on iPad', IPAD_WECHAT, '2335088', 'wechat'],
    ['WeChat on Android', ANDROID_WECHAT, '2335089', 'wechat'],
    ['Huawei browser', HUAWEI_BROWSER, '2335376', 'phone'],
    ['Honor phone', HONOR_PHONE, '2335376', 'phone'],
    ['vivo phone', VIVO_PHONE, '2335109', 'phone'],
    ['Weibo app', WEIBO_APP, '2335201', 'weibo'],
    ['plain Safari', PLAIN_SAFARI, '2335037', 'main'],
  ])('%s', (_label, userAgent, agentId, channel) => {
    expect(resolveChannel({ userAgent })).toEqual({ agentId, channel });
  });

  it('recognises the WeChat browser by MicroMessenger', () => {
    expect(isWechatBrowser(ANDROID_WECHAT)).toBe(true);
    expect(isWechatBrowser('micromessenger')).toBe(true);
    expect(isWechatBrowser(PLAIN_SAFARI)).toBe(false);
    expect(isWechatBrowser()).toBe(false);
  });
});

describe('agent ids and their channels', () => {
  it.each<[string, ChannelId]>([
    ['2335037', 'main'],
    ['2335110', 'main'],
    ['2335111', 'main'],
    ['2335094', 'wechat'],
    ['2335088', 'wechat'],
    ['2335089', 'wechat'],
    ['2335376', 'phone'],
    ['2335109', 'phone'],
    ['2335615', 'footballInfo'],
    ['2335620', 'fast'],
    ['2335201', 'weibo'],
    ['2335301', 'jd'],
    ['2335401', 'tq'],
    ['2335501', 'xiaodian'],
    ['2335601', 'cnb'],
    ['1234567', 'main'],
  ])('agent %s belongs to %s', (agentId, channel) => {
    expect(channelOfAgent(agentId)).toBe(channel);
    expect(resolveChannel({ queryAgentId: agentId })).toEqual({ agentId, channel });
  });

  it.each<[ChannelId, string]>([
    ['main', '2335037'],
    ['wechat', '2335094'],
    ['phone', '2335376'],
    ['footballInfo', '2335615'],
    ['fast', '2335620'],
    ['weibo', '2335201'],
    ['jd', '2335301'],
    ['tq', '2335401'],
    ['xiaodian', '2335501'],
    ['cnb', '2335601'],
  ])('the default agent of %s is %s and maps back to it', (channel, agentId) => {
    expect(defaultAgentFor(channel)).toBe(agentId);
    expect(channelOfAgent(defaultAgentFor(channel))).toBe(channel);
  });
});

describe('initChannel (the visit’s channel, remembered)', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
  });

  it('reads agentId from the search part of the URL, stores it and writes the agent cookie', () => {
    history.replaceState(null, '', '/?agentId=2335615');
    expect(initChannel()).toEqual({ agentId: '2335615', channel: 'footballInfo' });
    expect(localStorage.getItem('agentId')).toBe('2335615');
    expect(readCookie('jcob_agent_id')).toBe('2335615');
  });

  it('reads agentId from the hash query when the search part has none', () => {
    history.replaceState(null, '', '/#/tabs/home?agentId=2335301');
    expect(initChannel()).toEqual({ agentId: '2335301', channel: 'jd' });
  });

  it('uses the stored agent on a later visit without agentId', () => {
    localStorage.setItem('agentId', '2335620');
    expect(initChannel()).toEqual({ agentId: '2335620', channel: 'fast' });
  });

  it('falls back to the main site on a bare visit and remembers that', () => {
    expect(initChannel()).toEqual({ agentId: '2335037', channel: 'main' });
    expect(localStorage.getItem('agentId')).toBe('2335037');
  });
});

describe('feature matrix (product-spec §6)', () => {
  it('knows exactly the ten channels and the fifteen channel-dependent features', () => {
    expect([...CHANNEL_IDS].sort()).toEqual(
      [
        'cnb',
        'fast',
        'footballInfo',
        'jd',
        'main',
        'phone',
        'tq',
        'wechat',
        'weibo',
        'xiaodian',
      ].sort(),
    );
    expect([...CHANNEL_FEATURES].sort()).toEqual(
      [
        'basketball',
        'bindChatAccountPrompt',
        'coin',
        'coupons',
        'download',
        'loginRelated',
        'mainSiteUserInfo',
        'monthlyPackage',
        'plan',
        'proxy',
        'redPacket',
        'setMeal',
        'sns',
        'startupPopup',
        'vip',
      ].sort(),
    );
  });

  /** What each channel hides, written out from the spec (not from the source). */
  const SPEC_HIDES: Record<ChannelId, ReadonlyArray<ChannelFeature>> = {
    // Main site: everything, including coupons, the start-up popup and the bind prompt.
    main: [],
    // Microblog: no download; no bind prompt; coupons and start-up popup are its own.
    weibo: ['download', 'bindChatAccountPrompt'],
    // Chat app: no VIP; no bind prompt; coupons yes; no start-up popup.
    wechat: ['vip', 'bindChatAccountPrompt', 'startupPopup'],
    // Shopping app.
    jd: [
      'mainSiteUserInfo',
      'download',
      'setMeal',
      'vip',
      'redPacket',
      'sns',
      'coin',
      'loginRelated',
      'coupons',
      'bindChatAccountPrompt',
      'startupPopup',
    ],
    // Push-ball platform.
    tq: [
      'setMeal',
      'monthlyPackage',
      'vip',
      'redPacket',
      'sns',
      'coupons',
      'bindChatAccountPrompt',
      'startupPopup',
    ],
    phone: ['coupons', 'startupPopup'],
    // Football info site.
    footballInfo: [
      'proxy',
      'basketball',
      'monthlyPackage',
      'plan',
      'vip',
      'redPacket',
      'sns',
      'coupons',
      'bindChatAccountPrompt',
      'startupPopup',
    ],
    xiaodian: ['coupons', 'startupPopup'],
    fast: ['coupons', 'startupPopup'],
    cnb: ['coupons', 'startupPopup'],
  };

  const cells = CHANNEL_IDS.flatMap((channel) =>
    CHANNEL_FEATURES.map(
      (feature) => [channel, feature, !SPEC_HIDES[channel].includes(feature)] as const,
    ),
  );

  it('has one cell per channel and feature', () => {
    expect(cells).toHaveLength(150);
  });

  it.each(cells)('%s × %s → visible %s', (channel, feature, visible) => {
    expect(isFeatureVisible(channel, feature)).toBe(visible);
  });

  const channelsShowing = (feature: ChannelFeature) =>
    CHANNEL_IDS.filter((c) => isFeatureVisible(c, feature)).sort();
  const channelsHiding = (feature: ChannelFeature) =>
    CHANNEL_IDS.filter((c) => !isFeatureVisible(c, feature)).sort();

  it('shows coupons only on the main site, microblog and chat app', () => {
    expect(channelsShowing('coupons')).toEqual(['main', 'wechat', 'weibo']);
  });

  it('shows the start-up popup only on the microblog app and the main site', () => {
    expect(channelsShowing('startupPopup')).toEqual(['main', 'weibo']);
  });

  it('skips the bind-chat-account prompt for microblog, push-ball, shopping, football info and chat app', () => {
    expect(channelsHiding('bindChatAccountPrompt')).toEqual(
      ['footballInfo', 'jd', 'tq', 'wechat', 'weibo'].sort(),
    );
  });

  it('hides download only for the microblog app and the shopping app', () => {
    expect(channelsHiding('download')).toEqual(['jd', 'weibo']);
  });

  it('keeps red packets off for the shopping app, the push client and the football info site', () => {
    expect(channelsHiding('redPacket')).toEqual(['footballInfo', 'jd', 'tq']);
  });

  it('hides VIP for the chat app, shopping app, push-ball platform and football info site', () => {
    expect(channelsHiding('vip')).toEqual(['footballInfo', 'jd', 'tq', 'wechat']);
  });
});

describe('channel rules', () => {
  it.each<[ChannelId, '元' | '金币']>([
    ['jd', '元'],
    ['tq', '元'],
    ['xiaodian', '元'],
    ['main', '金币'],
    ['weibo', '金币'],
    ['wechat', '金币'],
    ['phone', '金币'],
    ['footballInfo', '金币'],
    ['fast', '金币'],
    ['cnb', '金币'],
  ])('the currency of %s is %s', (channel, label) => {
    expect(currencyLabel(channel)).toBe(label);
  });

  it.each<[ChannelId, string]>([
    ['jd', '/home-jd'],
    ['tq', '/home-jd'],
    ['cnb', '/tabs/plan'],
    ['main', '/tabs/home'],
    ['weibo', '/tabs/home'],
    ['wechat', '/tabs/home'],
    ['phone', '/tabs/home'],
    ['footballInfo', '/tabs/home'],
    ['xiaodian', '/tabs/home'],
    ['fast', '/tabs/home'],
  ])('the home entry of %s is %s', (channel, path) => {
    expect(homeEntryPath(channel)).toBe(path);
  });

  it('gives the shopping platform and the two partners (tq, xiaodian) their own user centre', () => {
    expect(CHANNEL_IDS.filter((c) => usesJdUserCenter(c)).sort()).toEqual(['jd', 'tq', 'xiaodian']);
  });

  it('runs third-party login for the channels whose host app logs fans in', () => {
    expect(CHANNEL_IDS.filter((c) => usesThirdPartyLogin(c)).sort()).toEqual([
      'cnb',
      'jd',
      'tq',
      'wechat',
      'weibo',
    ]);
  });

  it.each<[ChannelId, number]>([
    ['wechat', 1],
    ['weibo', 5],
    ['main', 4],
    ['jd', 4],
    ['tq', 4],
    ['phone', 4],
    ['footballInfo', 4],
    ['xiaodian', 4],
    ['fast', 4],
    ['cnb', 4],
  ])('the share source code of %s is %i', (channel, code) => {
    expect(shareSourceCode(channel)).toBe(code);
  });

  it.each([
    ['2335037', '体育周报'],
    ['2335094', '体育周报'],
    ['1234567', '体育周报'],
    ['', '体育周报'],
    ['2335615', '足球资讯'],
    ['2335620', '体育周报极速版'],
  ])('names the app for agent %j %s', (agentId, name) => {
    expect(appNameFor(agentId)).toBe(name);
  });

  it('detects an iOS store build by sh=1', () => {
    expect(isIosStoreBuild({ sh: '1', agentId: '2335037' })).toBe(true);
    expect(isIosStoreBuild({ sh: '1', clientVersion: '1.0.0', agentId: '9999999' })).toBe(true);
  });

  it('detects an iOS store build by the listed pair 7.3.0 on WeChat iOS (2335088)', () => {
    expect(isIosStoreBuild({ clientVersion: '7.3.0', agentId: '2335088' })).toBe(true);
    expect(isIosStoreBuild({ sh: '0', clientVersion: '7.3.0', agentId: '2335088' })).toBe(true);
  });

  it('does not take an unlisted pair or a stray sh value for a store build', () => {
    expect(isIosStoreBuild({ clientVersion: '7.3.0', agentId: '2335037' })).toBe(false);
    expect(isIosStoreBuild({ clientVersion: '7.2.0', agentId: '2335088' })).toBe(false);
    expect(isIosStoreBuild({ clientVersion: null, agentId: '2335088' })).toBe(false);
    expect(isIosStoreBuild({ sh: '0', agentId: '2335088' })).toBe(false);
    expect(isIosStoreBuild({ sh: 'true', agentId: '2335037' })).toBe(false);
    expect(isIosStoreBuild({ agentId: '2335037' })).toBe(false);
  });

  it('shields listed users on the push-ball platform only', () => {
    expect(isShieldedUser('tq', '42', ['41', '42'])).toBe(true);
    expect(isShieldedUser('tq', '43', ['41', '42'])).toBe(false);
    expect(isShieldedUser('tq', '42', [])).toBe(false);
    for (const channel of CHANNEL_IDS.filter((c) => c !== 'tq')) {
      expect(isShieldedUser(channel, '42', ['42'])).toBe(false);
    }
  });
});
