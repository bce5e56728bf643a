import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Virtuoso } from 'react-virtuoso';
import { MESSAGE_SUB_TYPES, MESSAGE_TEXTS, type Message } from '@contracts/messages';
import { serverNow } from '@shared/http';
import { showConfirm, showToast } from '@shared/overlays';
import { KEYBOARD_REACH, PAGED_LIST_COMPONENTS } from '@shared/paging';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { deleteMessages } from './api';
import { failureMessage, failureText } from './failures';
import { contentOf, likeLevelText, messageTimeText, subTypeMeta } from './rules';
import { markSnsRead } from './snsTimes';
import { useMessagePages } from './useMessagePages';
import './messages.css';

function MessageRow({
  message,
  editing,
  selected,
  onToggle,
}: {
  message: Message;
  editing: boolean;
  selected: boolean;
  onToggle: (id: number) => void;
}) {
  const content = contentOf(message);
  const like =
    message.subType === MESSAGE_SUB_TYPES.community ? likeLevelText(content.likeLevel) : null;
  const body = (
    <>
      <span className="msg-item__head">
        <span className="msg-item__title">
          {!message.read && <span className="msg-item__new" role="img" aria-label="未读" />}
          {message.title}
        </span>
        <span className="msg-item__time">{messageTimeText(message.createdAt, serverNow())}</span>
      </span>
      <span className="msg-item__text">{content.text}</span>
      {like && (
        <span className="msg-item__like" data-testid="message-like" data-level={content.likeLevel}>
          {like}
        </span>
      )}
    </>
  );
  return (
    <div
      className={`msg-item${selected ? ' is-selected' : ''}`}
      data-testid="message-item"
      data-message-id={message.id}
    >
      {editing ? (
        <label className="msg-item__select">
          <input
            type="checkbox"
            checked={selected}
            onChange={() => onToggle(message.id)}
            aria-label={`选择 ${message.title}`}
          />
          <span className="msg-item__body">{body}</span>
        </label>
      ) : content.link ? (
        <Link className="msg-item__body" to={content.link.slice(1)}>
          {body}
        </Link>
      ) : (
        <div className="msg-item__body">{body}</div>
      )}
    </div>
  );
}

/**
 * One list of the message centre (activity, community, letter, notice, system, official-plan):
 * newest first, paged as the reader scrolls, with a delete mode (issue 9 item 6).
 */
export function MessageListPage({ subType }: { subType: number }) {
  const meta = subTypeMeta(subType);
  const pages = useMessagePages(subType);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  // Opening the community or letter list counts as reading its likes, follows or replies.
  useEffect(() => {
    if (subType === MESSAGE_SUB_TYPES.community)
      markSnsRead(['likeTime', 'followTime'], serverNow());
    if (subType === MESSAGE_SUB_TYPES.letter) markSnsRead(['commentTime'], serverNow());
  }, [subType]);

  const toggle = (id: number) =>
    setSelected((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = pages.items.length > 0 && selected.size === pages.items.length;
  const remove = async () => {
    if (selected.size === 0) {
      await showToast(MESSAGE_TEXTS.selectToDelete);
      return;
    }
    const choice = await showConfirm({ message: MESSAGE_TEXTS.confirmDelete });
    if (choice !== 'ok') return;
    try {
      await deleteMessages([...selected]);
      pages.remove(selected);
      setSelected(new Set());
      setEditing(false);
      await showToast('已删除');
    } catch (error) {
      await showToast(failureMessage(error));
    }
  };

  const title = meta?.label ?? '消息';
  return (
    <div className="page msg-page" data-testid="message-list" data-sub-type={subType}>
      <PageHeader title={title} />
      {pages.items.length > 0 && (
        <div className="msg-toolbar">
          <button
            type="button"
            className="msg-toolbar__edit"
            data-testid="message-edit"
            onClick={() => {
              setEditing((on) => !on);
              setSelected(new Set());
            }}
          >
            {editing ? '完成' : '编辑'}
          </button>
        </div>
      )}
      {pages.loading && pages.items.length === 0 && <Skeleton rows={6} />}
      {!pages.loading && pages.items.length === 0 && pages.error !== null && (
        <ErrorState message={failureText(pages.error)} onRetry={pages.retry} />
      )}
      {!pages.loading && pages.items.length === 0 && pages.error === null && !pages.hasMore && (
        <EmptyState text={`暂无${title}`} testId="message-empty" />
      )}
      {pages.items.length > 0 && (
        <Virtuoso
          useWindowScroll
          data={pages.items}
          computeItemKey={(_i, m) => m.id}
          increaseViewportBy={KEYBOARD_REACH}
          endReached={pages.loadMore}
          itemContent={(_i, m) => (
            <MessageRow
              message={m}
              editing={editing}
              selected={selected.has(m.id)}
              onToggle={toggle}
            />
          )}
          context={{
            moreError: pages.moreError,
            loadingMore: pages.loadingMore,
            hasMore: pages.hasMore,
            loadMore: pages.loadMore,
            retry: pages.retry,
          }}
          components={PAGED_LIST_COMPONENTS}
        />
      )}
      {editing && (
        <div className="msg-delete-bar">
          <label className="msg-delete-bar__all">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() =>
                setSelected(allSelected ? new Set() : new Set(pages.items.map((m) => m.id)))
              }
            />
            全选
          </label>
          <button
            type="button"
            className="msg-delete-bar__delete"
            data-testid="message-delete"
            onClick={() => void remove()}
          >
            删除{selected.size > 0 ? `(${selected.size})` : ''}
          </button>
        </div>
      )}
    </div>
  );
}
