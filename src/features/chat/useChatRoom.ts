import { useEffect, useState } from 'react';
import type { RoomRef } from '@contracts/chat';
import { ChatRoomClient, roomKey, type ChatIdentity, type ChatRoomState } from '@realtime';
import { loginSuccess$, logoutSuccess$ } from '@shared/events';
import { serverNow } from '@shared/http';
import { currentUserId, isLoggedIn } from '@shared/session';
import { useCurrentUserStore } from '@shared/session/currentUser';
import { fetchMuteStatus, fetchOnlineCount, gatewayHistory } from './api';
import { appChat } from './connection';
import { newClientMessageId } from './rules';
import { bindRoomToStore, useChatRoomState } from './store';
import { appNow } from '@schedulers';

/**
 * The fan as the chat knows them: the user centre's info when loaded; right after a login, before
 * it arrives, the stored id (their own messages show without a name anyway); null for a visitor.
 */
export function chatIdentity(): ChatIdentity | null {
  if (!isLoggedIn()) return null;
  const user = useCurrentUserStore.getState().user;
  if (user) return { userId: user.id, nickName: user.nickName, userIcon: user.userIcon || null };
  const id = Number(currentUserId());
  return Number.isInteger(id) && id > 0 ? { userId: id, nickName: '我', userIcon: null } : null;
}

const randomBytes = (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes);

/**
 * A match's chat room for as long as the screen shows it: the room's client on the app's one
 * connection, its state in the chat store, the online count and the fan's mute status asked once
 * at open (and the mute again after a login). Everything is let go on unmount.
 */
export function useChatRoom(room: RoomRef): {
  client: ChatRoomClient | null;
  state: ChatRoomState | undefined;
} {
  const key = roomKey(room);
  const { roomType, roomTypeId } = room;
  const [client, setClient] = useState<ChatRoomClient | null>(null);
  useEffect(() => {
    const target = { roomType, roomTypeId };
    const { connection, rooms } = appChat();
    const release = connection.hold();
    const next = new ChatRoomClient(target, {
      transport: connection,
      rooms,
      history: gatewayHistory,
      identity: chatIdentity,
      newId: () => newClientMessageId(randomBytes),
      now: serverNow,
    });
    const unbind = bindRoomToStore(next);
    const close = next.open();
    setClient(next);
    let live = true;
    fetchOnlineCount(target).then(
      (count) => live && next.setOnlineCount(count),
      () => undefined, // the join's answer brings the count too
    );
    const askMute = () => {
      const me = chatIdentity();
      if (!me) return;
      const askedAt = appNow();
      fetchMuteStatus(me.userId).then(
        (status) => live && next.setMuteStatus(status, askedAt),
        () => undefined, // a send would be refused with the reason anyway
      );
    };
    askMute();
    const onLogin = loginSuccess$.subscribe(askMute);
    const onLogout = logoutSuccess$.subscribe(() => next.clearMute());
    return () => {
      live = false;
      onLogin.unsubscribe();
      onLogout.unsubscribe();
      close();
      unbind();
      release();
      setClient(null);
    };
  }, [roomType, roomTypeId]);
  return { client, state: useChatRoomState(key) };
}
