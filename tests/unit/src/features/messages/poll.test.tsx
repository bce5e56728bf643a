// Pins the new-message poll on fake timers (issue 9 item 5): asked at once and every 60 s, the dot
// shown while the count is above 0 and gone when it is 0; a visitor is never asked and sees no dot.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { existNewMsgSince } from '@contracts/messageCount';
import type * as Http from '@shared/http';
import { installSchedulerKit, type SchedulerKit } from '../../../../kit/schedulerKit';

const counts: number[] = [];
const call = vi.fn(() => Promise.resolve({ count: counts.shift() ?? 0 }));
vi.mock('@shared/http', async (importOriginal) => ({
  ...(await importOriginal<typeof Http>()),
  call: (...args: unknown[]) => call(...(args as [])),
}));

let kit: SchedulerKit;
beforeEach(() => {
  kit = installSchedulerKit({ app: true });
  call.mockClear();
  counts.length = 0;
});
afterEach(() => kit.restore());

async function dot() {
  const { NewMessageDot } = await import('@features/messages/poll');
  return render(<NewMessageDot />);
}

describe('the new-message dot', () => {
  it('asks every 60 s and shows the dot while the count is above 0', async () => {
    localStorage.setItem('jcob_token', 't'.repeat(43));
    counts.push(0, 3, 0);
    await dot();
    await act(() => kit.flush());
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]).toEqual(expect.arrayContaining([existNewMsgSince, { time: 0 }]));
    expect(screen.queryByTestId('new-message-dot')).toBeNull();
    await act(() => kit.advance(59_999));
    expect(call).toHaveBeenCalledTimes(1);
    await act(() => kit.advance(1));
    expect(call).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('new-message-dot')).toBeTruthy();
    await act(() => kit.advance(60_000));
    expect(screen.queryByTestId('new-message-dot')).toBeNull();
  });

  it('does not ask about a visitor, who sees no dot', async () => {
    await dot();
    await act(() => kit.advance(120_000));
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByTestId('new-message-dot')).toBeNull();
  });
});
