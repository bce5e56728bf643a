import { useRef, useState, type FormEvent } from 'react';
import type { SnsReply } from '@contracts/social';
import { SNS_REPLY_MAX } from '@contracts/social';
import { isRefusal, newRequestId } from '@shared/http';
import { handleNeedsLogin, requireLogin, useLoggedIn } from '@shared/session';
import { useSubmit } from '@shared/ui/submit';
import { sendReply } from './api';
import { replyTextProblem } from './rules';

/**
 * The reply box at the foot of a post: to the post, or to a reply (回复 @name, which the fan may
 * drop). A visitor sees 登录后回复; a gagged or banned fan sees until when instead of the box.
 */
export function ReplyBox({
  msgId,
  replyTo,
  blockedText,
  autoFocus,
  onClearReplyTo,
  onSent,
}: {
  msgId: number;
  replyTo: { id: number; nickName: string } | null;
  blockedText: string | null;
  autoFocus: boolean;
  onClearReplyTo: () => void;
  onSent: (reply: SnsReply) => void;
}) {
  const loggedIn = useLoggedIn();
  const [content, setContent] = useState('');
  const form = useSubmit('回复失败，请稍后重试');
  const requestId = useRef(newRequestId());

  if (!loggedIn)
    return (
      <div className="sns-reply-box">
        <button
          type="button"
          className="sns-reply-box__login"
          data-testid="sns-reply-login"
          onClick={() => requireLogin()}
        >
          登录后回复
        </button>
      </div>
    );
  if (blockedText)
    return (
      <div
        className="sns-reply-box sns-reply-box--blocked"
        data-testid="sns-reply-blocked"
        role="status"
      >
        {blockedText}
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = replyTextProblem(content);
    if (problem) return form.setError(problem);
    void form.run(async () => {
      let reply: SnsReply;
      try {
        reply = await sendReply({
          msgId,
          content: content.trim(),
          ...(replyTo ? { replyId: replyTo.id } : {}),
          requestId: requestId.current,
        });
      } catch (failure) {
        if (handleNeedsLogin(failure)) return;
        if (isRefusal(failure)) requestId.current = newRequestId();
        throw failure;
      }
      requestId.current = newRequestId();
      setContent('');
      onSent(reply);
    });
  };

  return (
    <form className="sns-reply-box" onSubmit={submit} noValidate data-testid="sns-reply-box">
      {replyTo && (
        <p className="sns-reply-box__to" data-testid="sns-reply-to">
          回复 @{replyTo.nickName}
          <button type="button" aria-label="取消回复该用户" onClick={onClearReplyTo}>
            ×
          </button>
        </p>
      )}
      {form.error && (
        <p className="sns-reply-box__error" role="alert" data-testid="sns-reply-error">
          {form.error}
        </p>
      )}
      <div className="sns-reply-box__row">
        <textarea
          aria-label="回复内容"
          placeholder={`说点什么…（${SNS_REPLY_MAX}字以内）`}
          rows={1}
          value={content}
          // The message centre's 回复 opens a post ready to answer (?reply=).
          autoFocus={autoFocus}
          data-testid="sns-reply-text"
          onChange={(e) => setContent(e.target.value)}
        />
        <button
          type="submit"
          className="btn btn--primary"
          disabled={form.busy}
          data-testid="sns-reply-send"
        >
          {form.busy ? '发送中' : '发送'}
        </button>
      </div>
    </form>
  );
}
