// Pins issue 33 §3: failureText is the one way a failure becomes the text a fan reads — the server's
// words, the timeout text for a scheduler give-up, the caller's fallback for anything else, and
// (for follow calls, calls-errors-spec §8) the bare code when the server sent a code but no words.
import { describe, expect, it } from 'vitest';
import { PageTimeoutError, PollTimeoutError } from '@schedulers';
import { ApiError, FALLBACK_MESSAGES, failureText, LOAD_FAILED_TEXT } from '@shared/http';

const path = '/x';

describe('failureText', () => {
  it('shows the server’s own message, else the kind’s default', () => {
    expect(failureText(new ApiError('server', { code: 'busy', message: '人太多了', path }))).toBe(
      '人太多了',
    );
    expect(failureText(new ApiError('network', { path }))).toBe(FALLBACK_MESSAGES.network);
  });

  it('says a scheduler give-up is a timeout', () => {
    expect(failureText(new PollTimeoutError('k', 10))).toBe(FALLBACK_MESSAGES.timeout);
    expect(failureText(new PageTimeoutError(10))).toBe(FALLBACK_MESSAGES.timeout);
  });

  it('falls back to 加载失败, or the caller’s own text, for anything that is no call’s', () => {
    expect(failureText(new Error('TypeError: x is undefined'))).toBe(LOAD_FAILED_TEXT);
    expect(failureText('boom', '操作失败，请稍后重试')).toBe('操作失败，请稍后重试');
    expect(failureText(undefined, { fallback: '自动登录失败，请稍后重试' })).toBe(
      '自动登录失败，请稍后重试',
    );
  });

  it('shows the bare code only when asked and only when the server sent no words', () => {
    const wordless = new ApiError('server', { code: 'busy', path });
    const worded = new ApiError('server', { code: 'busy', message: '人太多了', path });
    const codeless = new ApiError('http', { status: 500, path });
    const options = { codeWhenNoMessage: true };
    expect(failureText(wordless)).toBe(FALLBACK_MESSAGES.server);
    expect(failureText(wordless, options)).toBe('busy');
    expect(failureText(worded, options)).toBe('人太多了');
    expect(failureText(codeless, options)).toBe(FALLBACK_MESSAGES.http);
  });
});
