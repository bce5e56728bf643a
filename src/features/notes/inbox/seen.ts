import { currentUserId } from '@shared/session';
import { localStore, StorageKeys } from '@shared/storage';

// When the expert last looked at their inbox, per user on this device: the newest note's time as the
// server wrote it (so no clock of this device is compared with the server's). The badge on the way
// in counts the notes after it (queryNewExpertNoteCount).

const keyOf = () => `${StorageKeys.expertNotesSeen}:${currentUserId()}`;

/** The newest note seen (server ms), or 0 when none was (every note is new). */
export function notesSeenAt(): number {
  const value = Number(localStore.get(keyOf()));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function markNotesSeen(newest: number): void {
  if (newest > notesSeenAt()) localStore.set(keyOf(), String(newest));
}
