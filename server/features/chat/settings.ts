import type { Socket } from 'socket.io';
import { CHAT_REFUSALS, type ChatRefusal } from '../../../contracts/chat';
import type { ChatUser } from './handshake';

/** How long socket.io keeps a dropped socket's rooms and missed packets for it to recover. */
export const CHAT_RECOVERY_MS = 2 * 60_000;
/** A room's online count is broadcast at most this often: 1,000 joins are one update, not 1,000. */
export const ONLINE_BROADCAST_MS = 1000;
/** Rooms one socket may be in at once: a screen shows one, a few tabs a few. */
export const MAX_ROOMS_PER_SOCKET = 10;
/** The largest packet a client may send; a chat message is far smaller. */
export const MAX_PACKET_BYTES = 64 * 1024;

export interface ChatSocketData {
  user: ChatUser | null;
  /** The handshake's token, to check before each send that the session still lives. */
  token: string | null;
}

export type ChatSocket = Socket<
  Record<string, (...args: never[]) => void>,
  Record<string, (...args: never[]) => void>,
  Record<string, never>,
  ChatSocketData
>;

export function refusal(code: ChatRefusal): { ok: false; code: ChatRefusal; msg: string } {
  return { ok: false, code, msg: CHAT_REFUSALS[code] };
}
