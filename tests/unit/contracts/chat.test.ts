// Pins the chat's text rule, applied by the app before sending and by the server before storing:
// control characters become spaces, invisible ones go, trimmed; empty, too long (counted in code
// points) and HTML-looking text refused; angle brackets that are not tags kept.
import { describe, expect, it } from 'vitest';
import { CHAT_MAX_LENGTH, checkChatText } from '../../../contracts/chat';

describe('checkChatText', () => {
  it('turns control characters into spaces and trims', () => {
    expect(checkChatText('  好球\n再来\t一个 ')).toEqual({ ok: true, content: '好球 再来 一个' });
  });

  it('removes zero-width and bidirectional characters', () => {
    expect(checkChatText('\u202e好球\u200b进了\u2066')).toEqual({ ok: true, content: '好球进了' });
    expect(checkChatText('\u200b\u200b')).toEqual({ ok: false, code: 'empty' });
  });

  it('counts characters, not UTF-16 units, against the limit', () => {
    expect(checkChatText('😀'.repeat(CHAT_MAX_LENGTH)).ok).toBe(true);
    expect(checkChatText('😀'.repeat(CHAT_MAX_LENGTH + 1))).toEqual({
      ok: false,
      code: 'too_long',
    });
  });

  it.each([
    '<b>粗体</b>',
    '看 <img src=x onerror=alert(1)>',
    '</div>',
    '<!-- 注释 -->',
    '<!doctype html>',
  ])('refuses HTML: %s', (text) =>
    expect(checkChatText(text)).toEqual({ ok: false, code: 'html_not_allowed' }),
  );

  it.each(['主队 <3 客队', '2 < 3 > 1', 'a<b', '<<<', '< b >'])(
    'keeps text with brackets: %s',
    (text) => expect(checkChatText(text)).toEqual({ ok: true, content: text }),
  );
});
