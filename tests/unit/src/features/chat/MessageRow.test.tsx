// Pins one chat message on screen: a fan's text is shown as text whatever it holds (HTML is never
// interpreted), the test hooks, the pending and failed states with retry and delete, and the avatar
// an administrator taps to moderate (never on their own messages, never for others).
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageRow, type MessageRowProps } from '@features/chat/MessageRow';
import type { ChatEntry } from '@realtime';

const entry = (over: Partial<ChatEntry> = {}): ChatEntry => ({
  key: 's:7',
  serverId: 7,
  clientId: null,
  userId: 3,
  nickName: '老球迷',
  userIcon: null,
  content: '好球',
  at: 1_800_000_000_000,
  state: null,
  error: null,
  retryable: false,
  maybeSent: false,
  ...over,
});

const noop = () => undefined;

/** A received message from another fan, no time, no moderation; `over` changes what a test needs. */
const row = (over: Partial<MessageRowProps> = {}) => (
  <MessageRow
    entry={entry()}
    mine={false}
    timeText={null}
    moderate={null}
    onRetry={noop}
    onDiscard={noop}
    {...over}
  />
);

describe('MessageRow', () => {
  it('shows text as text, even when it looks like HTML', () => {
    const html = '<img src=x onerror="window.__xss=1"><b>粗</b>';
    const { container } = render(row({ entry: entry({ content: html }) }));
    expect(screen.getByText(html)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    const shown = screen.getByTestId('chat-message');
    expect(shown.dataset.messageId).toBe('7');
    expect(shown.dataset.state).toBe('received');
  });

  it('loads only http(s) avatars', () => {
    const { container } = render(row({ entry: entry({ userIcon: 'javascript:alert(1)' }) }));
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('老');
  });

  it('shows the fan’s message pending, then failed with a retry and a delete', () => {
    const onRetry = vi.fn();
    const onDiscard = vi.fn();
    const pending = entry({ key: 'c:abc', serverId: null, clientId: 'abc', state: 'pending' });
    const { rerender } = render(
      row({ entry: pending, mine: true, timeText: '20:15', onRetry, onDiscard }),
    );
    expect(screen.getByText('发送中…')).toBeTruthy();
    expect(screen.getByText('20:15')).toBeTruthy();
    expect(screen.getByTestId('chat-message').dataset.messageId).toBeUndefined();
    rerender(
      row({
        entry: {
          ...pending,
          state: 'failed',
          error: '发送失败，请检查网络后重试',
          retryable: true,
        },
        mine: true,
        onRetry,
        onDiscard,
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('发送失败');
    fireEvent.click(screen.getByTestId('chat-retry'));
    expect(onRetry).toHaveBeenCalledWith('abc');
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onDiscard).toHaveBeenCalledWith('abc');
  });

  it('offers no retry for a message the server will refuse again', () => {
    render(
      row({
        entry: entry({
          serverId: null,
          clientId: 'x',
          state: 'failed',
          error: '你已被管理员禁言',
          retryable: false,
        }),
        mine: true,
      }),
    );
    expect(screen.queryByTestId('chat-retry')).toBeNull();
  });

  it('lets an administrator tap another fan’s avatar, not their own', () => {
    const moderate = vi.fn();
    const { rerender } = render(row({ moderate }));
    fireEvent.click(screen.getByTestId('chat-author'));
    expect(moderate).toHaveBeenCalledWith(expect.objectContaining({ userId: 3 }));
    rerender(row({ mine: true, moderate }));
    expect(screen.queryByTestId('chat-author')).toBeNull();
    rerender(row());
    expect(screen.queryByTestId('chat-author')).toBeNull();
  });

  it('offers no delete for a message that may have arrived (no answer came)', () => {
    render(
      row({
        entry: entry({
          serverId: null,
          clientId: 'y',
          state: 'failed',
          error: '未确认送达，可点重试（不会重复发送）',
          retryable: true,
          maybeSent: true,
        }),
        mine: true,
      }),
    );
    expect(screen.getByTestId('chat-retry')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});
