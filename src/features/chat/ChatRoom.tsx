import { useCallback, useEffect, useState } from 'react';
import type { RoomRef } from '@contracts/chat';
import type { ChatEntry, ChatRoomState, SendResult } from '@realtime';
import { serverNow } from '@shared/http';
import { isLoggedIn, requireLogin } from '@shared/session';
import { useCurrentUserStore, watchUserInfo } from '@shared/session/currentUser';
import { ErrorState, Skeleton } from '@shared/ui';
import { ConnectionBadge } from './ConnectionBadge';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { moderateFan } from './moderation';
import { onlineLabel } from './rules';
import { useConnectionState } from './store';
import { useChatRoom } from './useChatRoom';
import './chat.css';

/**
 * A match's chat room (issue 8 item 7): the online count and the connection's state on top, the
 * messages, and the composer. Visitors read and are offered login to speak; administrators may tap
 * a fan's avatar to mute or unmute them.
 */
export function ChatRoom({ room }: { room: RoomRef }) {
  const { client, state } = useChatRoom(room);
  const connection = useConnectionState();
  const user = useCurrentUserStore((s) => s.user);
  // The fan's info (their id, whether they administer the chat) while the chat is on screen.
  useEffect(() => watchUserInfo(), []);

  const adminId = user?.isChatAdmin ? user.id : null;
  const moderate = useCallback(
    (entry: ChatEntry) => {
      if (adminId !== null)
        void moderateFan({ userId: entry.userId, nickName: entry.nickName }, adminId);
    },
    [adminId],
  );
  const retry = useCallback((clientId: string) => client?.retry(clientId), [client]);
  const discard = useCallback((clientId: string) => client?.discard(clientId), [client]);
  const loadOlder = useCallback(() => void client?.loadOlder(), [client]);
  const loggedIn = user !== null || isLoggedIn();
  const [sentCount, setSentCount] = useState(0);
  const send = (text: string): SendResult => {
    if (!client) return { ok: false, code: 'not_in_room', msg: '聊天室还在连接，请稍候' };
    const result = client.send(text);
    if (result.ok) setSentCount((n) => n + 1);
    else if (result.code === 'login_required') requireLogin();
    return result;
  };
  const following = useCallback((on: boolean) => client?.setFollowing(on), [client]);

  return (
    <div className="chat" data-testid="chat-room">
      <div className="chat__bar">
        <span className="chat__title">聊天室</span>
        <span
          className={`chat__online${connection === 'connected' ? '' : ' chat__online--stale'}`}
          data-testid="chat-online"
        >
          {onlineLabel(state?.onlineCount)}
        </span>
        <ConnectionBadge state={connection} />
      </div>
      {state?.roomError && (
        <p className="chat__notice" role="alert">
          {state.roomError}
        </p>
      )}
      <ChatBody
        state={state}
        myUserId={user?.id ?? null}
        onReload={() => void client?.reload()}
        onLoadOlder={loadOlder}
        moderate={adminId !== null ? moderate : null}
        onRetry={retry}
        onDiscard={discard}
        sentCount={sentCount}
        onFollowingChange={following}
      />
      <Composer
        canSend={loggedIn}
        muted={state?.muted ?? false}
        mutedUntil={state?.mutedUntil ?? null}
        onSend={send}
        onLogin={() => requireLogin()}
      />
    </div>
  );
}

function ChatBody({
  state,
  myUserId,
  onReload,
  ...list
}: {
  state: ChatRoomState | undefined;
  myUserId: number | null;
  onReload: () => void;
  onLoadOlder: () => void;
  moderate: ((entry: ChatEntry) => void) | null;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  sentCount: number;
  onFollowingChange: (following: boolean) => void;
}) {
  if (!state || (state.entries.length === 0 && state.history === 'loading'))
    return (
      <div className="chat__body">
        <Skeleton rows={6} testId="chat-loading" />
      </div>
    );
  if (state.entries.length === 0 && state.history === 'error')
    return (
      <div className="chat__body">
        <ErrorState
          message={state.historyError ?? '聊天记录加载失败'}
          onRetry={onReload}
          testId="chat-error"
        />
      </div>
    );
  // Live messages may come before the history could be read (a room opened offline): the top of
  // the list then says the history is on its way or failed, with a retry — never 没有更早的消息了.
  const historyFailed = state.history === 'error';
  return (
    <div className="chat__body">
      <MessageList
        entries={state.entries}
        firstIndex={state.firstIndex}
        myUserId={myUserId}
        hasOlder={state.hasOlder}
        loadingOlder={state.loadingOlder || state.history === 'loading'}
        olderError={historyFailed ? (state.historyError ?? '聊天记录加载失败') : state.olderError}
        now={serverNow}
        {...list}
        onLoadOlder={historyFailed ? onReload : list.onLoadOlder}
      />
    </div>
  );
}
