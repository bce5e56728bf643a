import { Link } from 'react-router-dom';
import type { Application } from '@contracts/expertApply';
import { date2 } from '@shared/format';
import { hrefFor } from '@shared/routes';
import { BALLS, statusText } from './rules';

const NOTES = {
  1: '我们将在3个工作日内完成审核，结果会通过消息中心通知您。',
  2: '恭喜您成为实验室专家，现在可以发布免费推荐了。',
  3: '您可以根据审核意见完善资料后重新申请。',
} as const;

/** The latest application: 审核中 / 已通过 / 未通过 with the reason and 重新申请. */
export function ApplyStatusCard({
  application,
  canReapply,
  onReapply,
}: {
  application: Application;
  canReapply: boolean;
  onReapply: () => void;
}) {
  const ball = BALLS.find((b) => b.id === application.pickedId)?.name ?? '足球';
  return (
    <section
      className={`ea-status is-${application.status}`}
      data-testid="apply-status"
      data-status={application.status}
    >
      <strong className="ea-status__word">{statusText(application.status)}</strong>
      <p className="ea-status__line">
        {ball}专家申请 · 提交于 {date2(application.createdAt, 'yyyy-MM-dd HH:mm')}
      </p>
      {application.reviewedAt !== null && (
        <p className="ea-status__line">
          审核于 {date2(application.reviewedAt, 'yyyy-MM-dd HH:mm')}
        </p>
      )}
      {application.reviewReason && (
        <p className="ea-status__reason" data-testid="apply-review-reason">
          审核意见：{application.reviewReason}
        </p>
      )}
      <p className="ea-status__note">{NOTES[application.status]}</p>
      {application.status === 2 && (
        <Link
          className="btn btn--primary"
          to={hrefFor(
            'publish/zqtj',
            { code: 'new' },
            { matchType: application.pickedId === 2 ? 2 : 1, tab: 0 },
          )}
        >
          去发布推荐
        </Link>
      )}
      {application.status === 3 && canReapply && (
        <button
          type="button"
          className="btn btn--primary"
          data-testid="apply-again"
          onClick={onReapply}
        >
          重新申请
        </button>
      )}
    </section>
  );
}
