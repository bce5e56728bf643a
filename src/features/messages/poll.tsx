import { useEffect } from 'react';
import { create } from 'zustand';
import { existNewMsgSince } from '@contracts/messageCount';
import { messageCountJob } from '@shared/live/appJobs';
import { call, isApiError } from '@shared/http';
import { loginSuccess$, logoutSuccess$ } from '@shared/events';
import { isLoggedIn } from '@shared/session';

/**
 * The new-message poll (issue 9 item 5): every 60 s, the scheduler's job asks how many messages
 * are unread; the dot shows when there are any. A visitor is not asked about (and sees no dot).
 */
export const useMessageStore = create<{ unread: number }>(() => ({ unread: 0 }));

let job: ReturnType<typeof messageCountJob> | undefined;

export function newMessagesJob() {
  job ??= messageCountJob(async ({ signal }) => {
    if (!isLoggedIn()) return 0;
    try {
      const answer = await call(existNewMsgSince, { time: 0 }, { signal });
      return answer.count;
    } catch (error) {
      // A login that ended: no messages to count, and no dot of the last fan's.
      if (isApiError(error) && error.needsLogin) return 0;
      throw error;
    }
  });
  return job;
}

/** Keeps the poll running and the store fed while a component showing the dot is mounted. */
export function useNewMessages(): number {
  useEffect(() => {
    const subscription = newMessagesJob().data$.subscribe((unread) =>
      useMessageStore.setState({ unread }),
    );
    // Another fan, or none: the count is someone else's now.
    const changed = () => {
      useMessageStore.setState({ unread: 0 });
      refreshNewMessages();
    };
    const onLogin = loginSuccess$.subscribe(changed);
    const onLogout = logoutSuccess$.subscribe(changed);
    return () => {
      subscription.unsubscribe();
      onLogin.unsubscribe();
      onLogout.unsubscribe();
    };
  }, []);
  return useMessageStore((s) => s.unread);
}

/** Reading a list changes the count: ask again now rather than at the next minute. */
export function refreshNewMessages(): void {
  newMessagesJob().invalidate();
}

/** The new-message dot (`data-testid="new-message-dot"`), shown when the count is above 0. */
export function NewMessageDot({ className = 'msg-dot' }: { className?: string }) {
  const unread = useNewMessages();
  if (unread <= 0 || !isLoggedIn()) return null;
  return (
    <span
      className={className}
      data-testid="new-message-dot"
      role="img"
      aria-label={`${unread}条新消息`}
    />
  );
}
