// Pins the overlay layer's one rule (product-spec §2 App shell, issue 31 item 1): every route change
// closes every open sheet, dialog and popup — the host's modal and alert (the pay-way picker and the
// balance dialog are alerts, answered as a backdrop tap) and the sheets a screen draws itself
// (registered with useCloseOnNavigation) — while a toast stays to tell its news.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabSettingsSheet } from '@features/matches/settings';
import {
  closeOnNavigation,
  closeOverlaysOnNavigation,
  openModal,
  showAlert,
  showToast,
  useCloseOnNavigation,
  useOverlayStore,
} from '@shared/overlays';
import { renderAppAt } from '../../../kit/renderApp';

afterEach(() => {
  useOverlayStore.setState({ alert: null, modal: null, toast: null });
});

/** Two pages of rules (no server behind them), the fan on the second with the first behind. */
async function onSecondPage() {
  const app = renderAppAt('/same-odds-introduce');
  await screen.findByTestId('special-introduce');
  await act(() => app.navigate('/bk-kelly/introduce/1'));
  await waitFor(() => expect(app.at()).toBe('/bk-kelly/introduce/1'));
  return app;
}

describe('a route change closes every open overlay', () => {
  it('closes the pay-way picker (an alert) on the phone’s back, answering it as a backdrop tap', async () => {
    const app = await onSecondPage();
    let answer: string | undefined;
    act(() => {
      void showAlert({
        title: '选择支付方式',
        message: '直接支付 ¥18.00 购买此方案',
        buttons: [
          { text: '取消', choice: 'cancel' },
          { text: '支付宝支付', choice: '3', primary: true },
        ],
      }).then((choice) => (answer = choice));
    });
    expect(screen.getByRole('alertdialog').textContent).toContain('选择支付方式');
    await act(() => app.navigate(-1));
    await waitFor(() => expect(app.at()).toBe('/same-odds-introduce'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(answer).toBe('close'));
  });

  it('closes the balance dialog when the fan goes to another page', async () => {
    const app = await onSecondPage();
    act(() => {
      void showAlert({
        message: '订单需要18金币，余额不足，请先购买金币',
        backdropDismiss: false,
        buttons: [{ text: '取消', choice: 'cancel' }],
      });
    });
    await act(() => app.navigate('/userDrawMoney'));
    await waitFor(() => expect(useOverlayStore.getState().alert).toBeNull());
  });

  it('closes the modal, and leaves a toast', async () => {
    const app = await onSecondPage();
    act(() => {
      openModal(<p>确认支付</p>);
      void showToast('已关注');
    });
    await act(() => app.navigate(-1));
    await waitFor(() => expect(useOverlayStore.getState().modal).toBeNull());
    expect(useOverlayStore.getState().toast?.message).toBe('已关注');
  });

  it('closes a sheet a screen draws itself (the lists’ tab settings)', async () => {
    const app = await onSecondPage();
    function ListWithSheet() {
      const [open, setOpen] = useState(true);
      return (
        <TabSettingsSheet sport="football" tabKey={0} open={open} onClose={() => setOpen(false)} />
      );
    }
    render(<ListWithSheet />);
    expect(screen.getByTestId('tab-settings')).toBeTruthy();
    await act(() => app.navigate('/tabs/jd/user-center?from=back'));
    await waitFor(() => expect(screen.queryByTestId('tab-settings')).toBeNull());
  });
});

describe('closeOnNavigation', () => {
  it('closes what is registered once, and nothing after its unregister', () => {
    const closed: string[] = [];
    closeOnNavigation(() => closed.push('viewer'));
    const release = closeOnNavigation(() => closed.push('popup'));
    release();
    closeOverlaysOnNavigation();
    closeOverlaysOnNavigation();
    expect(closed).toEqual(['viewer']);
  });

  it('registers a screen’s sheet only while it is open', () => {
    const closes: string[] = [];
    function Sheet({ open }: { open: boolean }) {
      useCloseOnNavigation(open, () => closes.push('closed'));
      return null;
    }
    const view = render(<Sheet open={false} />);
    closeOverlaysOnNavigation();
    expect(closes).toEqual([]);
    view.rerender(<Sheet open />);
    closeOverlaysOnNavigation();
    expect(closes).toEqual(['closed']);
  });
});
