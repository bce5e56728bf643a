import { useCallback, useMemo, useRef, useState } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import type { ChatEntry } from '@realtime';
import { MessageRow } from './MessageRow';
import { messageTimeText, needsTimeDivider } from './rules';

export interface MessageListProps {
  entries: readonly ChatEntry[];
  firstIndex: number;
  myUserId: number | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  moderate: ((entry: ChatEntry) => void) | null;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  now: () => number;
}

interface ListContext {
  hasOlder: boolean;
  loadingOlder: boolean;
}

// Outside the component: Virtuoso re-mounts a header or placeholder whose component type changes.
function Header({ context }: { context?: ListContext }) {
  if (!context) return null;
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

/**
 * The messages (react-virtuoso): opens at the newest, follows new ones while the reader is at the
 * bottom (and always after their own send), stays put when they have scrolled up — where a pill
 * counts what came since — and loads older pages when the top is reached, keeping the reader's
 * place (firstItemIndex moves with what is put on top).
 */
export function MessageList(props: MessageListProps) {
  const { entries, firstIndex, myUserId, moderate, onRetry, onDiscard, now } = props;
  const list = useRef<VirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [seenKey, setSeenKey] = useState<string | null>(null);
  const lastKey = entries.at(-1)?.key ?? null;
  // While at the bottom everything is seen; scrolled up, what arrived after the last seen counts.
  if (atBottom && seenKey !== lastKey) setSeenKey(lastKey);
  const seenAt = seenKey === null ? -1 : entries.findIndex((e) => e.key === seenKey);
  const unseen = atBottom || seenAt < 0 ? 0 : entries.length - 1 - seenAt;

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
  const context = useMemo<ListContext>(
    () => ({ hasOlder: props.hasOlder, loadingOlder: props.loadingOlder }),
    [props.hasOlder, props.loadingOlder],
  );
  const lastPending = entries.at(-1)?.state === 'pending';
  const followOutput = useCallback(
    // The fan's own message, just written, is always brought into view.
    (isAtBottom: boolean) => (lastPending ? 'auto' : isAtBottom ? 'smooth' : false),
    [lastPending],
  );
  const toBottom = () =>
    list.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'smooth' });
  return (
    <div className="chat-list">
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
        atBottomStateChange={setAtBottom}
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
