// Pins the rain's 10-second click window on fake timers: taps count until the window ends, the
// end comes at 10 s and not a millisecond before, with the packets caught, and the countdown shows
// what is left. Nothing is left running after it unmounts. A fan who asked for reduced motion gets
// the still rain (issue 38 §3).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Rain } from '@features/redPacket/Rain';
import { pendingTimerCount } from '@schedulers';
import { installFakeClock } from '../../../../kit/fakeClock';

let clock: ReturnType<typeof installFakeClock>;
afterEach(() => clock.restore());

describe('Rain', () => {
  it('counts taps for exactly the 10-second window, then hands over the packets caught', async () => {
    clock = installFakeClock();
    const onDone = vi.fn();
    let n = 0;
    const { unmount } = render(<Rain onDone={onDone} random={() => (n = (n * 7 + 3) % 11) / 11} />);
    const packets = screen.getAllByTestId('rain-packet');
    expect(packets.length).toBeGreaterThan(20);
    for (const packet of packets.slice(0, 5)) fireEvent.pointerDown(packet);
    expect(screen.getByTestId('rain-hits').textContent).toBe('已抢到 5 个');
    await act(() => clock.advance(3000));
    expect(screen.getByTestId('rain-left').textContent).toBe('7 秒');
    fireEvent.pointerDown(screen.getAllByTestId('rain-packet')[0]!);
    await act(() => clock.advance(6999));
    expect(onDone).not.toHaveBeenCalled();
    await act(() => clock.advance(1));
    expect(onDone).toHaveBeenCalledWith(6);
    unmount();
    await act(() => clock.advance(0));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(pendingTimerCount()).toBe(0);
  });

  it('hands over what was caught when the fan leaves mid-rain', async () => {
    clock = installFakeClock();
    const onDone = vi.fn();
    const { unmount } = render(<Rain onDone={onDone} />);
    fireEvent.pointerDown(screen.getAllByTestId('rain-packet')[0]!);
    await act(() => clock.advance(4000));
    unmount();
    await act(() => clock.advance(0));
    expect(onDone).toHaveBeenCalledWith(1);
    await act(() => clock.advance(10_000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stands every packet still on the screen when the fan asked for reduced motion', async () => {
    clock = installFakeClock();
    // jsdom has no matchMedia: the phone's setting, as the browser would answer it.
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    });
    const onDone = vi.fn();
    const { unmount } = render(<Rain onDone={onDone} />);
    const packets = screen.getAllByTestId('rain-packet');
    for (const packet of packets) {
      expect(packet.className).toContain('rp-rain__packet--still');
      // Placed, not falling: no animation timing, a place down the screen.
      expect(packet.style.animationDuration).toBe('');
      expect(packet.style.top).toMatch(/%$/);
    }
    // Still a rain of its 10 seconds: taps count and the window ends as before.
    fireEvent.pointerDown(packets[0]!);
    await act(() => clock.advance(10_000));
    expect(onDone).toHaveBeenCalledWith(1);
    unmount();
    Reflect.deleteProperty(window, 'matchMedia');
  });
});
