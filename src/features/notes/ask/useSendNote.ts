import { useRef, useState } from 'react';
import type { SubjectNote } from '@contracts/notes';
import { failureText, isApiError } from '@shared/http';
import { showToast } from '@shared/overlays';
import { handleNeedsLogin, isLoggedIn, requireLogin } from '@shared/session';
import { newRequestId } from '@shared/http';
import { sendSubjectNote, type NoteSubjectRef } from './api';
import { isBlockingRefusal, noteSendable, NoteTexts, type NoteBlock } from './rules';

/**
 * 发送: one request at a time (a tap while one is out does nothing) and one requestId per text,
 * sent again when the same text is retried — the server answers it with the note it wrote, so a
 * retry after a lost answer leaves one note. A refusal is a toast in the server's words; one that
 * ends writing under this subject (the limit, a locked or one's own plan or reading) is handed to `onBlocked`.
 */
export function useSendNote(
  subject: NoteSubjectRef,
  onSent: (note: SubjectNote) => void,
  onBlocked: (block: NoteBlock) => void,
) {
  const busy = useRef(false);
  const attempt = useRef<{ content: string; requestId: string } | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (text: string): Promise<boolean> => {
    const content = text.trim();
    if (busy.current || !noteSendable(content)) return false;
    if (!isLoggedIn()) {
      requireLogin();
      return false;
    }
    if (attempt.current?.content !== content)
      attempt.current = { content, requestId: newRequestId() };
    busy.current = true;
    setSending(true);
    try {
      const note = await sendSubjectNote(subject, {
        content,
        requestId: attempt.current.requestId,
      });
      attempt.current = null;
      onSent(note);
      void showToast(NoteTexts.sent);
      return true;
    } catch (error) {
      if (handleNeedsLogin(error)) return false;
      if (isApiError(error) && isBlockingRefusal(error.code))
        onBlocked({ code: error.code ?? '', msg: error.message });
      void showToast(failureText(error, NoteTexts.sendFailed));
      return false;
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return { send, sending };
}
