// Pins what a share link carries (product-spec §9 share source codes; docs/decisions/sharing.md): the
// share page of the thing — a match's /share-page/ftMatch or bkMatch?matchId=, a plan's
// plan-detail/{id}, an expert's public/expertHomeShare/{id} — with the sharer's shareInfoId and the
// source code of where it went: 1 WeChat, 2 QQ, 5 Weibo, and for a copied link the host app's own
// (1 in WeChat, 5 in Weibo, 4 everywhere else). A visitor's link names no sharer.
import { describe, expect, it } from 'vitest';
import { CHANNEL_IDS, type ChannelId } from '@shared/channels';
import {
  appBaseOf,
  qqShareUrl,
  SHARE_SOURCE,
  shareLink,
  sharePath,
  sourceCodeOf,
  weiboShareUrl,
  type ShareChannel,
  type ShareTarget,
} from '@features/share/links';

const football: ShareTarget = { kind: 'match', sport: 'football', matchId: 1201, title: 'A VS B' };
const basketball: ShareTarget = {
  kind: 'match',
  sport: 'basketball',
  matchId: 77,
  title: 'C VS D',
};
const plan: ShareTarget = { kind: 'plan', planId: 42, title: '稳胆推荐' };
const expert: ShareTarget = { kind: 'expert', expertId: 9, title: '老王看球的主页' };
const CODE = 'k7m2p9q4xw';

describe('the source code of a share', () => {
  it.each<[ShareChannel, number]>([
    ['wechat', 1],
    ['qq', 2],
    ['weibo', 5],
  ])('%s is %i whatever the host app', (to, code) => {
    for (const host of CHANNEL_IDS) expect(sourceCodeOf(to, host)).toBe(code);
  });

  it('a copied link takes the host app’s code: 1 in WeChat, 5 in Weibo, 4 elsewhere', () => {
    const copied = Object.fromEntries(
      CHANNEL_IDS.map((host) => [host, sourceCodeOf('copy', host)]),
    );
    const expected: Record<ChannelId, number> = {
      main: 4,
      weibo: 5,
      wechat: 1,
      jd: 4,
      tq: 4,
      phone: 4,
      footballInfo: 4,
      xiaodian: 4,
      fast: 4,
      cnb: 4,
    };
    expect(copied).toEqual(expected);
    expect(SHARE_SOURCE).toEqual({ wechat: 1, qq: 2, default: 4, weibo: 5 });
  });
});

describe('the page a share opens', () => {
  const who = { shareInfoId: CODE, source: SHARE_SOURCE.qq };

  it('a match: its sport’s share page with the match id', () => {
    expect(sharePath(football, who)).toBe(
      `/share-page/ftMatch?matchId=1201&shareInfoId=${CODE}&shareSource=2`,
    );
    expect(sharePath(basketball, who)).toBe(
      `/share-page/bkMatch?matchId=77&shareInfoId=${CODE}&shareSource=2`,
    );
  });

  it('a plan: plan-detail; an expert: the shared expert home', () => {
    expect(sharePath(plan, who)).toBe(`/plan-detail/42?shareInfoId=${CODE}&shareSource=2`);
    expect(sharePath(expert, who)).toBe(
      `/public/expertHomeShare/9?shareInfoId=${CODE}&shareSource=2`,
    );
  });

  it('a visitor’s link names no sharer, and still its source', () => {
    expect(sharePath(plan, { shareInfoId: null, source: SHARE_SOURCE.default })).toBe(
      '/plan-detail/42?shareSource=4',
    );
  });

  it('the whole link is this app’s address and the route after #', () => {
    const base = appBaseOf({ origin: 'https://m.example.com', pathname: '/app/' });
    expect(base).toBe('https://m.example.com/app/');
    expect(shareLink(plan, { shareInfoId: CODE, source: SHARE_SOURCE.weibo }, base)).toBe(
      `https://m.example.com/app/#/plan-detail/42?shareInfoId=${CODE}&shareSource=5`,
    );
  });
});

describe('the web share pages of QQ and Weibo', () => {
  const link = `https://m.example.com/#/plan-detail/42?shareInfoId=${CODE}&shareSource=5`;

  it('carry the link and the title encoded, so the link arrives whole', () => {
    const weibo = new URL(weiboShareUrl(link, '稳胆 & 推荐'));
    expect(weibo.origin + weibo.pathname).toBe('https://service.weibo.com/share/share.php');
    expect(weibo.searchParams.get('url')).toBe(link);
    expect(weibo.searchParams.get('title')).toBe('稳胆 & 推荐');
    const qq = new URL(qqShareUrl(link, '稳胆'));
    expect(qq.origin + qq.pathname).toBe('https://connect.qq.com/widget/shareqq/index.html');
    expect(qq.searchParams.get('url')).toBe(link);
  });
});
