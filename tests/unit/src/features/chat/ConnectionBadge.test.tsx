// Pins the connection indicator: data-state is one of the four states, a dot only when connected,
// words when something is not right.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectionBadge } from '@features/chat/ConnectionBadge';

describe('ConnectionBadge', () => {
  it.each([
    ['idle', 'connecting', '连接中…'],
    ['connecting', 'connecting', '连接中…'],
    ['reconnecting', 'reconnecting', '重新连接中…'],
    ['offline', 'offline', '网络已断开'],
  ] as const)('shows %s as %s with words', (state, shown, words) => {
    render(<ConnectionBadge state={state} />);
    const badge = screen.getByTestId('chat-status');
    expect(badge.dataset.state).toBe(shown);
    expect(badge.textContent).toBe(words);
  });

  it('is a quiet dot when connected', () => {
    render(<ConnectionBadge state="connected" />);
    const badge = screen.getByTestId('chat-status');
    expect(badge.dataset.state).toBe('connected');
    expect(badge.textContent).toBe('');
    expect(badge.getAttribute('aria-label')).toBe('已连接');
  });
});
