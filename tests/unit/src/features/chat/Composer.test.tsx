// Pins the chat's composer: a visitor is offered login; the counter shows near the limit and the
// send button stops past it; a refused send keeps the text and says why; a sent one clears it; a
// muted fan sees until when, with the input off.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_MAX_LENGTH } from '@contracts/chat';
import { Composer } from '@features/chat/Composer';

const type = (text: string) =>
  fireEvent.change(screen.getByTestId('chat-input'), { target: { value: text } });

describe('Composer', () => {
  it('offers a visitor login instead of the input', () => {
    const onLogin = vi.fn();
    render(
      <Composer
        canSend={false}
        muted={false}
        mutedUntil={null}
        onSend={vi.fn()}
        onLogin={onLogin}
      />,
    );
    expect(screen.queryByTestId('chat-input')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-login'));
    expect(onLogin).toHaveBeenCalled();
  });

  it('sends, clears the text once sent, and keeps it with the reason when refused', () => {
    const onSend = vi
      .fn()
      .mockReturnValueOnce({
        ok: false,
        code: 'html_not_allowed',
        msg: '消息只能是文字，不能包含 HTML 标签',
      })
      .mockReturnValueOnce({ ok: true });
    render(<Composer canSend muted={false} mutedUntil={null} onSend={onSend} onLogin={vi.fn()} />);
    const send = screen.getByTestId<HTMLButtonElement>('chat-send');
    expect(send.disabled).toBe(true);
    type('<b>好</b>');
    fireEvent.click(send);
    expect(screen.getByTestId('chat-send-error').textContent).toContain('HTML');
    expect(screen.getByTestId<HTMLInputElement>('chat-input').value).toBe('<b>好</b>');
    type('好球');
    expect(screen.queryByTestId('chat-send-error')).toBeNull();
    fireEvent.submit(screen.getByTestId('chat-input'));
    expect(onSend).toHaveBeenLastCalledWith('好球');
    expect(screen.getByTestId<HTMLInputElement>('chat-input').value).toBe('');
  });

  it('counts near the limit and stops past it', () => {
    render(<Composer canSend muted={false} mutedUntil={null} onSend={vi.fn()} onLogin={vi.fn()} />);
    type('球'.repeat(CHAT_MAX_LENGTH - 31));
    expect(screen.queryByText(/\/200$/)).toBeNull();
    type('球'.repeat(CHAT_MAX_LENGTH));
    expect(screen.getByText(`${CHAT_MAX_LENGTH}/${CHAT_MAX_LENGTH}`)).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(false);
    type('球'.repeat(CHAT_MAX_LENGTH + 1));
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(true);
    expect(screen.getByText('超出 1 字')).toBeTruthy();
  });

  it('tells a muted fan until when, with the input off', () => {
    const until = Date.parse('2026-12-01T20:30:00+08:00');
    render(<Composer canSend muted mutedUntil={until} onSend={vi.fn()} onLogin={vi.fn()} />);
    expect(screen.getByTestId('chat-mute-notice').textContent).toBe(
      '你已被管理员禁言，12月1日 20:30 后可以发言',
    );
    expect(screen.getByTestId<HTMLInputElement>('chat-input').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(true);
  });
});
