// Pins what the shell does on every navigation: the title resets to the app name and an open modal closes.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../../../kit/renderApp';
import { loginRequired$ } from '@shared/events';
import { openModal, useOverlayStore } from '@shared/overlays';

function start(path: string) {
  return renderAppAt(path);
}

describe('navigation effects', () => {
  it('resets the title and closes an open modal on navigation', async () => {
    const router = start('/user/coupon-rule');
    await screen.findByTestId('coupon-rule-page');
    document.title = '某场比赛';
    act(() => {
      openModal(<p>弹窗</p>);
    });
    expect(useOverlayStore.getState().modal).not.toBeNull();
    // Another page of rules: the home tab would call the server.
    await act(() => router.navigate('/same-odds-introduce'));
    await waitFor(() => expect(useOverlayStore.getState().modal).toBeNull());
    expect(document.title).toBe('体育周报');
  });

  it('opens login with the current address when something needs a logged-in fan', async () => {
    const router = start('/user/coupon-rule');
    await screen.findByTestId('coupon-rule-page');
    act(() => loginRequired$.next({ returnTo: '/user/coupon-rule' }));
    await waitFor(() => expect(router.at()).toBe('/login?backUrl=%2Fuser%2Fcoupon-rule'));
  });
});
