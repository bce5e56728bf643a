import {
  chatSendSchema,
  checkChatText,
  roomName,
  roomRefSchema,
  type ChatSendAck,
  type JoinAck,
} from '../../../contracts/chat';
import { formatBeijing } from '../../../domain/time';
import { userOfToken } from './handshake';
import { findMessage } from './messages';
import type { ChatHub } from './hub';
import { MAX_ROOMS_PER_SOCKET, refusal, type ChatSocket } from './settings';

/** room:join — a match's room; answered with its online count. */
export async function handleJoin(
  hub: ChatHub,
  socket: ChatSocket,
  payload: unknown,
): Promise<JoinAck> {
  if (!hub.countEvent(socket)) return refusal('rate_limited');
  const parsed = roomRefSchema.safeParse(payload);
  if (!parsed.success) return refusal('bad_payload');
  const room = parsed.data;
  const key = roomName(room);
  if (!socket.rooms.has(key)) {
    const matchRooms = [...socket.rooms].filter((r) => r.startsWith('match:')).length;
    const joining = socket.data.joining ?? 0;
    if (matchRooms + joining >= MAX_ROOMS_PER_SOCKET) return refusal('too_many_rooms');
    socket.data.joining = joining + 1;
    try {
      if (!(await hub.roomExists(room))) return refusal('room_not_found');
    } finally {
      socket.data.joining = (socket.data.joining ?? 1) - 1;
    }
    await socket.join(key);
    hub.scheduleOnline(key);
  }
  return { ok: true, onlineCount: hub.onlineCount(room) };
}

/** room:leave — no answer: leaving a room one is not in changes nothing. */
export function handleLeave(hub: ChatHub, socket: ChatSocket, payload: unknown): void {
  const parsed = roomRefSchema.safeParse(payload);
  if (!parsed.success) return;
  const key = roomName(parsed.data);
  if (!socket.rooms.has(key)) return;
  void socket.leave(key);
  hub.scheduleOnline(key);
}

/**
 * chat:send — checked in the order a fan would want to hear about it: the payload, login, the room,
 * the text, a mute, then the rate; stored once per client id (a retry answers the first copy) and
 * only then broadcast. Nothing is stored unless every check passed. The socket's event limit comes
 * before anything that asks the database.
 */
export async function handleSend(
  hub: ChatHub,
  socket: ChatSocket,
  payload: unknown,
): Promise<ChatSendAck> {
  const parsed = chatSendSchema.safeParse(payload);
  if (!parsed.success) return refusal('bad_payload');
  const { clientMsgId, content: raw, ...room } = parsed.data;
  const { token } = socket.data;
  if (!socket.data.user || !token) return refusal('login_required');
  if (!hub.countEvent(socket)) return refusal('rate_limited');
  // The session may have ended since the handshake (logout elsewhere, expiry, password reset): the
  // socket is closed by the server, and the client comes back with whatever token it holds now.
  const user = await userOfToken(hub.db, token);
  if (!user) {
    setImmediate(() => socket.disconnect(true));
    return refusal('login_required');
  }
  if (!socket.rooms.has(roomName(room))) return refusal('not_in_room');
  const text = checkChatText(raw);
  if (!text.ok) return refusal(text.code);
  const status = await hub.muteStatus(user.id);
  if (status.status === 1) {
    const until =
      status.mutedUntil === null
        ? ''
        : `，${formatBeijing(status.mutedUntil, 'M月d日 HH:mm')} 后可以发言`;
    return {
      ...refusal('muted'),
      msg: `${refusal('muted').msg}${until}`,
      mutedUntil: status.mutedUntil,
    };
  }
  const key = `user:${user.id}`;
  if (hub.sendLimiter.lockedFor(key) > 0) {
    // A retry of a message stored before (its answer was lost) is not a new message.
    const earlier = await findMessage(hub.db, user, clientMsgId);
    return earlier ? { ok: true, message: earlier } : refusal('rate_limited');
  }
  hub.sendLimiter.hit(key);
  const stored = await hub.post(user, room, clientMsgId, text.content);
  if (stored.created)
    hub.log.debug({ userId: user.id, room: roomName(room), id: stored.message.id }, 'chat message');
  return { ok: true, message: stored.message };
}
