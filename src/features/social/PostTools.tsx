import type { SnsDetail } from '@contracts/social';

/**
 * The tools under a post: 举报 and 拉黑 for another's post; for a moderator of its circle (the
 * server's checkSnsMemberStatus says so) 置顶 / 取消置顶 and 禁言; 删除 for its author or a moderator.
 */
export function PostTools({
  detail,
  moderator,
  onReport,
  onBlock,
  onDelete,
  onPin,
  onGag,
}: {
  detail: SnsDetail;
  moderator: boolean;
  onReport: () => void;
  onBlock: () => void;
  onDelete: () => void;
  onPin: () => void;
  onGag: () => void;
}) {
  const { item } = detail;
  const member = item.author.userId !== null && !item.own;
  const canDelete = item.own || moderator || detail.permissions.canDelete;
  return (
    <div className="sns-tools" data-testid="sns-tools">
      {!item.own && (
        <button type="button" data-testid="sns-report" onClick={onReport}>
          {detail.reported ? '已举报' : '举报'}
        </button>
      )}
      {member && (
        <button type="button" data-testid="sns-block" onClick={onBlock}>
          拉黑
        </button>
      )}
      {canDelete && (
        <button type="button" className="is-danger" data-testid="sns-delete" onClick={onDelete}>
          删除
        </button>
      )}
      {moderator && !item.own && (
        <button type="button" data-testid="sns-pin" onClick={onPin}>
          {item.pinned ? '取消置顶' : '置顶'}
        </button>
      )}
      {moderator && member && (
        <button type="button" className="is-danger" data-testid="sns-gag" onClick={onGag}>
          禁言
        </button>
      )}
    </div>
  );
}
