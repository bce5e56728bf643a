// Pins the shell overlays of product-spec §2, §5 and §9: timings, the alert- click rule, the backdrop,
// hide-loading retries, the photo viewer options, and that user text renders as text.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OverlayHost } from '@app/shell/OverlayHost';
import {
  choiceFromClassNames,
  closeModal,
  hideLoading,
  openModal,
  photoSwipeOptions,
  showAlert,
  showConfirm,
  showLoading,
  showModalMessage,
  showToast,
  toastDuration,
  useOverlayStore,
} from '@shared/overlays';
import { installFakeClock } from '../../../kit/fakeClock';

let clock: ReturnType<typeof installFakeClock>;
beforeEach(() => {
  clock = installFakeClock();
  useOverlayStore.setState({
    toast: null,
    modalMessage: null,
    alert: null,
    loading: null,
    modal: null,
  });
});
afterEach(() => clock.restore());

describe('toast and modal message', () => {
  it('lasts 2000 ms, or 3000 ms past 20 characters', () => {
    expect(toastDuration('x'.repeat(20))).toBe(2000);
    expect(toastDuration('x'.repeat(21))).toBe(3000);
  });

  it('disappears after its duration and resolves 50 ms later', async () => {
    const done = vi.fn();
    void showToast('已关注').then(done);
    expect(useOverlayStore.getState().toast?.message).toBe('已关注');
    await clock.advance(1999);
    expect(useOverlayStore.getState().toast).not.toBeNull();
    await clock.advance(1);
    expect(useOverlayStore.getState().toast).toBeNull();
    expect(done).not.toHaveBeenCalled();
    await clock.advance(50);
    expect(done).toHaveBeenCalled();
  });

  it('keeps a long toast for 3000 ms', async () => {
    void showToast('这是一条超过二十个字符的很长很长很长的提示消息');
    await clock.advance(2999);
    expect(useOverlayStore.getState().toast).not.toBeNull();
    await clock.advance(1);
    expect(useOverlayStore.getState().toast).toBeNull();
  });

  it('shows a modal message for 1200 ms', async () => {
    void showModalMessage('操作成功');
    await clock.advance(1199);
    expect(useOverlayStore.getState().modalMessage?.message).toBe('操作成功');
    await clock.advance(1);
    expect(useOverlayStore.getState().modalMessage).toBeNull();
  });
});

describe('loading', () => {
  it('hides itself after 5000 ms', async () => {
    showLoading();
    await clock.advance(4999);
    expect(useOverlayStore.getState().loading).not.toBeNull();
    await clock.advance(1);
    expect(useOverlayStore.getState().loading).toBeNull();
  });

  it('a hide that comes first retries every 300 ms and catches a late spinner', async () => {
    const done = vi.fn();
    void hideLoading().then(done);
    await clock.advance(600);
    showLoading();
    await clock.advance(300);
    expect(useOverlayStore.getState().loading).toBeNull();
    expect(done).not.toHaveBeenCalled();
    await clock.advance(50);
    expect(done).toHaveBeenCalled();
  });

  it('gives up after 5 retries', async () => {
    const done = vi.fn();
    void hideLoading().then(done);
    await clock.advance(1499);
    expect(done).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(done).toHaveBeenCalled();
    showLoading();
    expect(useOverlayStore.getState().loading).not.toBeNull();
  });
});

describe('alert and confirm', () => {
  it('an alert- class returns its suffix', () => {
    expect(choiceFromClassNames(['btn', 'alert-ok'])).toBe('ok');
    expect(choiceFromClassNames(['alert-', 'x'])).toBeUndefined();
    expect(choiceFromClassNames(['my-alert-ok'])).toBeUndefined();
  });

  it('a click on an alert- element dismisses the alert with that choice', async () => {
    render(<OverlayHost />);
    let choice: string | undefined;
    act(() => {
      void showConfirm({ title: '提示', message: '确认删除消息？' }).then((c) => (choice = c));
    });
    fireEvent.click(screen.getByText('确定'));
    await act(() => clock.advance(50));
    expect(choice).toBe('ok');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a click inside an alert- element counts too (walks up)', async () => {
    render(<OverlayHost />);
    let choice: string | undefined;
    act(() => {
      void showAlert({
        message: 'm',
        buttons: [{ text: '去充值', choice: 'charge' }],
      }).then((c) => (choice = c));
    });
    fireEvent.click(screen.getByText('去充值'));
    await act(() => clock.advance(50));
    expect(choice).toBe('charge');
  });

  it('the backdrop returns close for an alert; a confirm ignores it unless enabled', async () => {
    render(<OverlayHost />);
    let alertChoice: string | undefined;
    act(() => {
      void showAlert({ message: 'a' }).then((c) => (alertChoice = c));
    });
    fireEvent.click(screen.getByTestId('alert-backdrop'));
    await act(() => clock.advance(50));
    expect(alertChoice).toBe('close');

    let confirmChoice: string | undefined;
    act(() => {
      void showConfirm({ message: 'c' }).then((c) => (confirmChoice = c));
    });
    fireEvent.click(screen.getByTestId('alert-backdrop'));
    await act(() => clock.advance(50));
    expect(confirmChoice).toBeUndefined();
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    act(() => {
      void showConfirm({ message: 'c2', backdropDismiss: true }).then((c) => (confirmChoice = c));
    });
    fireEvent.click(screen.getByTestId('alert-backdrop'));
    await act(() => clock.advance(50));
    expect(confirmChoice).toBe('close');
  });

  it('renders user text as text', () => {
    render(<OverlayHost />);
    act(() => {
      void showAlert({ message: '<img src=x onerror="alert(1)">' });
    });
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('modal', () => {
  it('opens any content and calls onClose when closed', () => {
    const onClose = vi.fn();
    render(<OverlayHost />);
    act(() => {
      openModal(<p>内容</p>, onClose);
    });
    expect(screen.getByText('内容')).toBeTruthy();
    act(() => closeModal());
    expect(screen.queryByText('内容')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('photo viewer options', () => {
  it('loops, has max zoom 3, no animation, no spacing, and opens at the given image', () => {
    const options = photoSwipeOptions([{ src: 'a.png', w: 800, h: 400 }, 'b.png'], 1);
    expect(options).toMatchObject({
      loop: true,
      maxZoomLevel: 3,
      spacing: 0,
      showHideAnimationType: 'none',
      zoomAnimationDuration: 0,
      index: 1,
    });
    expect(options.dataSource[1]).toEqual({ src: 'b.png', w: 600, h: 600 });
  });

  it('shows a single image at 600 × 600 by default and clamps the index', () => {
    expect(photoSwipeOptions(['only.png'], 9)).toMatchObject({
      index: 0,
      dataSource: [{ src: 'only.png', w: 600, h: 600 }],
    });
  });
});

// Issue 38 §3: the confirm and the modal are dialogs a screen reader can name, the app's one focus
// trap holds them while they are open, Escape closes them, and focus returns to what opened them.
describe('dialogs and the keyboard', () => {
  it('a confirm is named by its title, traps focus, answers Escape as its backdrop, and returns focus', async () => {
    render(
      <>
        <button type="button">删除</button>
        <OverlayHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: '删除' });
    opener.focus();
    let choice: string | undefined;
    act(() => {
      void showConfirm({ title: '提示', message: '确认删除消息？' }).then((c) => (choice = c));
    });
    const dialog = screen.getByRole('alertdialog', { name: '提示' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('确认删除消息？').id).toBe(dialog.getAttribute('aria-describedby'));
    await act(() => vi.dynamicImportSettled());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' }));
    // Tab goes round the two buttons.
    screen.getByRole('button', { name: '确定' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' }));
    // Escape: the confirm's "no", even though its backdrop does not close it.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await act(() => clock.advance(50));
    expect(choice).toBe('close');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('an alert without a title is still named', () => {
    render(<OverlayHost />);
    act(() => {
      void showAlert({ message: '网络不太好' });
    });
    expect(screen.getByRole('alertdialog', { name: '提示' })).toBeTruthy();
  });

  it('a modal takes its name from its first heading, and Escape closes it', async () => {
    const onClose = vi.fn();
    render(<OverlayHost />);
    act(() => {
      openModal(
        <section>
          <h2>确认支付</h2>
          <button type="button">取消</button>
        </section>,
        onClose,
      );
    });
    expect(screen.getByRole('dialog', { name: '确认支付' })).toBeTruthy();
    await act(() => vi.dynamicImportSettled());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' }));
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
