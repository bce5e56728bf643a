import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import type { ChatEntry } from '@realtime';
import { prefersReducedMotion } from '@shared/a11y';
import { MessageRow } from './MessageRow';
import { messageTimeText, needsTimeDivider } from './rules';

export interface MessageListProps {
  entries: readonly ChatEntry[];
  firstIndex: number;
  myUserId: number | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError: string | null;
  onLoadOlder: () => void;
  moderate: ((entry: ChatEntry) => void) | null;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  now: () => number;
  /** Goes up by one each time the fan sends: the list then goes to the bottom, wherever it was. */
  sentCount: number;
  /** The reader reached, or left, the newest messages. */
  onFollowingChange: (following: boolean) => void;
}

interface ListContext {
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError: string | null;
  onLoadOlder: () => void;
}

// Outside the component: Virtuoso re-mounts a header or placeholder whose component type changes.
function Header({ context }: { context?: ListContext }) {
  if (!context) return null;
  if (context.olderError)
    return (
      <p className="chat-list__edge" role="alert">
        {context.olderError}
        <button type="button" className="chat-row__action" onClick={context.onLoadOlder}>
          重试
        </button>
      </p>
    );
  return (
    <p className="chat-list__edge" role="status">
      {context.loadingOlder ? '正在加载更早的消息…' : context.hasOlder ? '' : '没有更早的消息了'}
    </p>
  );
}

function EmptyPlaceholder() {
  return (
    <div className="chat-list__empty" data-testid="chat-empty">
      还没有人说话，来说第一句吧
    </div>
  );
}

const COMPONENTS = { Header, EmptyPlaceholder };
const computeItemKey = (_index: number, entry: ChatEntry) => entry.key;
const MAX_UNSEEN_SHOWN = 99;
/** New messages scroll into view only for a reader already at the bottom. */
const followOutput = (isAtBottom: boolean) => (isAtBottom ? 'smooth' : false);

function newestServerId(entries: readonly ChatEntry[]): number {
  for (let i = entries.length - 1; i >= 0; i--) {
    const id = entries[i]?.serverId;
    if (id !== null && id !== undefined) return id;
  }
  return 0;
}

/**
 * The messages (react-virtuoso): opens at the newest, follows new ones while the reader is at the
 * bottom (and goes there after their own send), stays put when they have scrolled up — where a
 * pill counts others' messages since — and loads older pages when the top is reached, keeping the
 * reader's place (firstItemIndex moves with what is put on top).
 */
export function MessageList(props: MessageListProps) {
  const { entries, firstIndex, myUserId, moderate, onRetry, onDiscard, now } = props;
  const { sentCount, onFollowingChange } = props;
  const list = useRef<VirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  // The newest server id seen while at the bottom; scrolled up, others' messages past it count.
  const newestId = newestServerId(entries);
  const [seenId, setSeenId] = useState(newestId);
  if (atBottom && seenId !== newestId) setSeenId(newestId);
  const unseen = atBottom
    ? 0
    : entries.filter((e) => e.serverId !== null && e.serverId > seenId && e.userId !== myUserId)
        .length;

  // The fan's own message is brought into view, however far up they were.
  useEffect(() => {
    if (sentCount > 0) list.current?.scrollToIndex({ index: 'LAST', align: 'end' });
  }, [sentCount]);
  const onAtBottom = useCallback(
    (bottom: boolean) => {
      setAtBottom(bottom);
      onFollowingChange(bottom);
    },
    [onFollowingChange],
  );

  const itemContent = useCallback(
    (index: number, entry: ChatEntry) => {
      // Virtuoso's index is absolute (it counts from firstIndex).
      const previous = entries[index - firstIndex - 1];
      const showTime = needsTimeDivider(previous?.at ?? null, entry.at);
      return (
        <MessageRow
          entry={entry}
          mine={myUserId !== null && entry.userId === myUserId}
          timeText={showTime ? messageTimeText(entry.at, now()) : null}
          moderate={moderate}
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
      );
    },
    [entries, firstIndex, myUserId, moderate, onRetry, onDiscard, now],
  );
  const { hasOlder, loadingOlder, olderError, onLoadOlder } = props;
  const context = useMemo<ListContext>(
    () => ({ hasOlder, loadingOlder, olderError, onLoadOlder }),
    [hasOlder, loadingOlder, olderError, onLoadOlder],
  );
  // The composer can grow (a notice, an error) and the list shrink: a reader at the bottom stays
  // there rather than find the newest message half hidden.
  const box = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(atBottom);
  useEffect(() => {
    atBottomRef.current = atBottom;
  }, [atBottom]);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    let height = element.clientHeight;
    const observer = new ResizeObserver(() => {
      const next = element.clientHeight;
      if (next < height && atBottomRef.current)
        list.current?.scrollToIndex({ index: 'LAST', align: 'end' });
      height = next;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A glide down, or a jump for a fan who asked for reduced motion.
  const toBottom = () =>
    list.current?.scrollToIndex({
      index: 'LAST',
      align: 'end',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  return (
    <div className="chat-list" ref={box}>
      <Virtuoso
        ref={list}
        className="chat-list__scroller"
        data={entries}
        firstItemIndex={firstIndex}
        initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
        computeItemKey={computeItemKey}
        itemContent={itemContent}
        followOutput={followOutput}
        alignToBottom
        atBottomStateChange={onAtBottom}
        atBottomThreshold={60}
        startReached={props.onLoadOlder}
        increaseViewportBy={{ top: 400, bottom: 200 }}
        context={context}
        components={COMPONENTS}
        data-testid="chat-list"
      />
      {unseen > 0 && (
        <button
          type="button"
          className="chat-list__unseen"
          onClick={toBottom}
          data-testid="chat-unseen"
        >
          {unseen > MAX_UNSEEN_SHOWN ? `${MAX_UNSEEN_SHOWN}+` : unseen} 条新消息 ↓
        </button>
      )}
    </div>
  );
}
