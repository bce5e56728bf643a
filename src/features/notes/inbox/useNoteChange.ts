import { useRef, useState } from 'react';
import type { ExpertNote } from '@contracts/notes';
import { failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { handleNeedsLogin } from '@shared/session';
import { sendReply, setNoteDisplay } from './api';
import { InboxTexts, replySendable } from './rules';

/**
 * The changes an expert makes to one note — the reply, 展示 / 隐藏 — one at a time: a tap while one
 * is out does nothing. The row changes only on the server's answer (`onChanged`); a failure is a
 * toast in the server's words and leaves the row as it was.
 */
export function useNoteChange(note: ExpertNote, onChanged: (note: ExpertNote) => void) {
  const busy = useRef(false);
  const [pending, setPending] = useState<'reply' | 'display' | null>(null);

  const run = async (kind: 'reply' | 'display', change: () => Promise<ExpertNote>) => {
    if (busy.current) return false;
    busy.current = true;
    setPending(kind);
    try {
      onChanged(await change());
      return true;
    } catch (error) {
      if (!handleNeedsLogin(error))
        void showToast(
          failureText(error, kind === 'reply' ? InboxTexts.replyFailed : InboxTexts.displayFailed),
        );
      return false;
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  const reply = async (text: string, display: boolean) => {
    if (!replySendable(text)) return false;
    const sent = await run('reply', () => sendReply(note.noteId, text.trim(), display));
    if (sent) void showToast(InboxTexts.replied);
    return sent;
  };
  const toggleDisplay = () => run('display', () => setNoteDisplay(note.noteId, !note.display));

  return { reply, toggleDisplay, pending };
}
