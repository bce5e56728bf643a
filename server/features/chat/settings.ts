import type { Socket } from 'socket.io';
import { CHAT_REFUSALS, type ChatRefusal } from '../../../contracts/chat';
import type { ChatUser } from './handshake';

/** How long socket.io keeps a dropped socket's rooms and missed packets for it to recover. */
export const CHAT_RECOVERY_MS = 2 * 60_000;
/** A room's online count is broadcast at most this often: 1,000 joins are one update, not 1,000. */
export const ONLINE_BROADCAST_MS = 1000;
/** Rooms one socket may be in at once: a screen shows one, a few tabs a few. */
export const MAX_ROOMS_PER_SOCKET = 10;
/**
 * Joins and sends one socket may make in SOCKET_EVENT_WINDOW_MS, refused or not, before the server
 * stops looking at them: what costs the database is bounded per connection, visitors included.
 */
export const SOCKET_EVENT_LIMIT = 30;
export const SOCKET_EVENT_WINDOW_MS = 10_000;
/** The largest packet a client may send; a chat message is far smaller. */
export const MAX_PACKET_BYTES = 64 * 1024;

export interface ChatSocketData {
  user: ChatUser | null;
  /** The handshake's token, to check before each send that the session still lives. */
  token: string | null;
  /** Joins still being checked: they count toward MAX_ROOMS_PER_SOCKET already. */
  joining?: number;
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
