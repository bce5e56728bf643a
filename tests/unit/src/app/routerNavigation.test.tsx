// Pins the real route table rendered in memory: redirects, unknown paths and guards.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../../../kit/renderApp';

function start(path: string) {
  return renderAppAt(path);
}

describe('route table in memory', () => {
  it.each([
    ['/', '/tabs/home'],
    ['/home', '/tabs/home'],
    ['/home-discovery', '/tabs/home'],
    ['/lcPlanList', '/plan-list/2/all'],
    ['/zcPlanList', '/plan-list/1/all'],
    ['/no/such/page', '/tabs/home'],
    ['/tabs', '/tabs/home'],
    ['/tabs/nope', '/tabs/home'],
  ])('%s → %s', async (from, to) => {
    const { at } = start(from);
    await waitFor(() => expect(at()).toBe(to));
  });

  it('sends a visitor from a protected page to login with the target', async () => {
    const { at } = start('/message/center');
    await waitFor(() => expect(at()).toBe('/login?backUrl=%2Fmessage%2Fcenter'));
    expect(localStorage.getItem('loginBackUrl')).toBe('/message/center');
  });

  it('lets a logged-in fan onto a protected page', async () => {
    localStorage.setItem('jcob_token', 't');
    const { at } = start('/match-packet/packet');
    await screen.findByTestId('match-packet-page');
    expect(at()).toBe('/match-packet/packet');
  });

  it('lets a visitor through with toApp', async () => {
    const { at } = start('/match-packet/packet?toApp=1');
    await screen.findByTestId('match-packet-page');
    expect(at()).toBe('/match-packet/packet?toApp=1');
  });

  it('sends the shopping app to its own user centre', async () => {
    localStorage.setItem('agentId', '2335301');
    const { at } = start('/tabs/user');
    await waitFor(() => expect(at()).toBe('/tabs/jd/user-center'));
  });

  it('opens the shopping app on /home-jd', async () => {
    localStorage.setItem('agentId', '2335301');
    const { at } = start('/');
    await waitFor(() => expect(at()).toBe('/home-jd'));
  });

  it('sends agent 2335111 to the asian-cup page once per session', async () => {
    localStorage.setItem('agentId', '2335111');
    const first = start('/tabs/home');
    await waitFor(() => expect(first.at()).toBe('/hd/asian-cup?pay=2&agentId=2335111'));
    expect(sessionStorage.getItem('asianCupBackUrl')).toBe('/tabs/home');
    const second = start('/tabs/home');
    await waitFor(() => expect(second.at()).toBe('/tabs/home'));
  });

  it('installs the responsive layout before a page renders', async () => {
    start('/user/coupon-rule');
    await screen.findByTestId('coupon-rule-page');
    expect(document.documentElement.style.fontSize).not.toBe('');
  });
});
