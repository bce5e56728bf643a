// Pins when a partner login runs on start (product-spec §4 "Third-party auto login"): the shopping
// app with a ticket, the push-ball platform only with a uid (and its sign), nobody else; skipped when
// already logged in with the same credential; and how the parameters are read and taken out of the
// address (search or hash query).
import { describe, expect, it } from 'vitest';
import type { ChannelId } from '@shared/channels';
import {
  addressWithoutSecrets,
  planPartnerLogin,
  readPartnerParams,
} from '@features/account/partner';

const params = (p: Partial<Record<'ticket' | 'currency' | 'uid' | 'sign', string>>) => ({
  ticket: p.ticket ?? null,
  currency: p.currency ?? null,
  uid: p.uid ?? null,
  sign: p.sign ?? null,
});
const plan = (
  channel: ChannelId,
  p: Parameters<typeof params>[0],
  loggedIn = false,
  remembered: string | null = null,
) => planPartnerLogin({ channel, params: params(p), loggedIn, remembered });

describe('planPartnerLogin', () => {
  it('logs a shopping-app fan in with the ticket, currency 1 by default', () => {
    expect(plan('jd', { ticket: 'T1' })).toEqual({
      kind: 'jd',
      identity: 'jd:T1',
      ticket: 'T1',
      currency: 1,
    });
    expect(plan('jd', { ticket: 'T1', currency: '2' })).toMatchObject({ currency: 2 });
    expect(plan('jd', { ticket: 'T1', currency: 'x' })).toMatchObject({ currency: 1 });
    expect(plan('jd', { ticket: 'T1', currency: '0' })).toMatchObject({ currency: 1 });
  });

  it('skips when already logged in with the same ticket, not with another', () => {
    expect(plan('jd', { ticket: 'T1' }, true, 'jd:T1')).toEqual({
      kind: 'skip',
      identity: 'jd:T1',
    });
    expect(plan('jd', { ticket: 'T2' }, true, 'jd:T1')).toMatchObject({ kind: 'jd', ticket: 'T2' });
    // Remembered but logged out since (the token is gone): log in again.
    expect(plan('jd', { ticket: 'T1' }, false, 'jd:T1')).toMatchObject({ kind: 'jd' });
  });

  it('does nothing for the shopping app without a ticket', () => {
    expect(plan('jd', {})).toEqual({ kind: 'none' });
  });

  it('logs a push-ball fan in only when a uid came, with its sign', () => {
    expect(plan('tq', { uid: 'u1', sign: 's' })).toEqual({
      kind: 'tq',
      identity: 'tq:u1',
      uid: 'u1',
      sign: 's',
    });
    expect(plan('tq', { sign: 's' })).toEqual({ kind: 'none' });
    expect(plan('tq', { uid: 'u1' })).toEqual({ kind: 'none' });
    expect(plan('tq', { uid: 'u1', sign: 's' }, true, 'tq:u1')).toEqual({
      kind: 'skip',
      identity: 'tq:u1',
    });
  });

  it.each<ChannelId>(['main', 'wechat', 'weibo', 'cnb', 'xiaodian', 'fast'])(
    'does nothing on the %s channel, whatever the parameters',
    (channel) => {
      expect(plan(channel, { ticket: 'T', uid: 'u', sign: 's' })).toEqual({ kind: 'none' });
    },
  );
});

describe('partner parameters', () => {
  it('reads them from the search part or the hash route’s query', () => {
    expect(readPartnerParams(new URL('http://x/?ticket=A&currency=2#/home-jd'))).toEqual(
      params({ ticket: 'A', currency: '2' }),
    );
    expect(readPartnerParams(new URL('http://x/#/home-jd?uid=u9&sign=1.ab'))).toEqual(
      params({ uid: 'u9', sign: '1.ab' }),
    );
  });

  it('takes ticket and sign out of the address and keeps everything else', () => {
    expect(
      addressWithoutSecrets(
        new URL('http://x/app/?agentId=2335301&ticket=A#/home-jd?x=1&ticket=A'),
      ),
    ).toBe('/app/?agentId=2335301#/home-jd?x=1');
    expect(addressWithoutSecrets(new URL('http://x/#/home-jd?uid=u&sign=s'))).toBe(
      '/#/home-jd?uid=u',
    );
    expect(addressWithoutSecrets(new URL('http://x/#/tabs/home?a=1'))).toBeNull();
  });
});
