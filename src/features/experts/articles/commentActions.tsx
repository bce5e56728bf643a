import { useState, type ReactNode } from 'react';
import type { SnsReply } from '@contracts/social';
import { useResource } from '@shared/resource';
import { useLoggedIn } from '@shared/session';
import {
  loggedInOrAsk,
  memberStatusResource,
  moderates,
  remove,
  report,
  ReportSheet,
} from '@features/social/parts';

export interface CommentActions {
  /** The viewer may delete this comment: they wrote it, or they moderate the replay's circle. */
  canDelete: (comment: SnsReply) => boolean;
  /** Comments deleted from this screen: shown no more. */
  gone: ReadonlySet<number>;
  askReport: (comment: SnsReply) => void;
  /** Confirmed, then deleted; resolves true when the server deleted it. */
  deleteComment: (comment: SnsReply) => Promise<boolean>;
  /** The foul-type sheet while a report is being chosen, else null. */
  sheet: ReactNode;
}

/**
 * 举报 and 删除 on a replay's comments, as a post's replies have them (docs/decisions/social.md
 * "Roles"): the circles' own calls, sheet and confirms — a comment is a reply of the replay's item —
 * behind login; 删除 for its writer or a moderator of the replay's circle (the viewer's status
 * there says which); the server checks each again and writes the audit row.
 */
export function useCommentActions(replayId: number, circleId: number): CommentActions {
  const loggedIn = useLoggedIn();
  const status = useResource(memberStatusResource, circleId, { enabled: loggedIn });
  const moderator = loggedIn && moderates(status.data, circleId);
  const [reporting, setReporting] = useState<number | null>(null);
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const sheet =
    reporting === null ? null : (
      <ReportSheet
        onPick={(foulType) => {
          setReporting(null);
          void report(replayId, foulType, reporting);
        }}
        onClose={() => setReporting(null)}
      />
    );
  return {
    canDelete: (comment) => comment.own || moderator,
    gone,
    askReport: (comment) => {
      if (loggedInOrAsk()) setReporting(comment.id);
    },
    deleteComment: async (comment) => {
      const deleted = await remove(replayId, comment.id);
      if (deleted) setGone((ids) => new Set(ids).add(comment.id));
      return deleted;
    },
    sheet,
  };
}

/** A comment's 举报 (not on one's own) and 删除 (when the viewer may). */
export function CommentTools({
  comment,
  actions,
  onDeleted,
}: {
  comment: SnsReply;
  actions: CommentActions;
  onDeleted?: () => void;
}) {
  return (
    <>
      {!comment.own && (
        <button
          type="button"
          data-testid="comment-report"
          onClick={() => actions.askReport(comment)}
        >
          举报
        </button>
      )}
      {actions.canDelete(comment) && (
        <button
          type="button"
          data-testid="comment-delete"
          onClick={() =>
            void actions.deleteComment(comment).then((deleted) => {
              if (deleted) onDeleted?.();
            })
          }
        >
          删除
        </button>
      )}
    </>
  );
}
