import type { SnsReply } from '@contracts/social';
import { AuthorLine } from './FeedCard';

/** One reply: author and time, 回复 @name when it answers a reply, the text (as text), its tools. */
export function ReplyItem({
  reply,
  canDelete,
  onReply,
  onReport,
  onDelete,
}: {
  reply: SnsReply;
  canDelete: boolean;
  onReply: () => void;
  onReport: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="sns-reply" data-testid="sns-reply" data-id={reply.id}>
      <AuthorLine author={reply.author} at={reply.createdAt} />
      <p className="sns-reply__text" data-testid="sns-reply-content">
        {reply.replyTo && <span className="sns-reply__to">回复 @{reply.replyTo.nickName}：</span>}
        {reply.content}
      </p>
      <div className="sns-reply__tools">
        <button type="button" data-testid="sns-reply-reply" onClick={onReply}>
          回复
        </button>
        {!reply.own && (
          <button type="button" data-testid="sns-reply-report" onClick={onReport}>
            举报
          </button>
        )}
        {canDelete && (
          <button type="button" data-testid="sns-reply-delete" onClick={onDelete}>
            删除
          </button>
        )}
      </div>
    </li>
  );
}
