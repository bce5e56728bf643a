import { Link } from 'react-router-dom';
import type { SnsCounts } from '@contracts/messages';
import { serverNow } from '@shared/http';
import { hrefFor } from '@shared/routes';
import { cssVar } from '@shared/theme';
import { ErrorState, PageHeader, Skeleton } from '@shared/ui';
import { useResource } from '@shared/resource';
import { failureText, useLoginOnFailure } from './failures';
import { messageTimeText, SUB_TYPES } from './rules';
import { messageCentreResource } from './resources';
import './messages.css';

function snsLine(subType: number, sns: SnsCounts | null): string | null {
  if (!sns) return null;
  if (subType === 7) {
    const parts = [
      sns.likeNum > 0 ? `${sns.likeNum}个新赞` : '',
      sns.followNum > 0 ? `${sns.followNum}位新粉丝` : '',
    ].filter(Boolean);
    return parts.length ? parts.join('，') : null;
  }
  if (subType === 8 && sns.commentNum > 0) return `${sns.commentNum}条新回复`;
  return null;
}

/**
 * 消息中心 (`message`, `/message/center`): the six lists with their unread counts and newest
 * message, and the settings. Messages need login (the route's guard).
 */
export default function MessageCenterPage() {
  const { data, error, loading, reload } = useResource(messageCentreResource);
  useLoginOnFailure(error);
  return (
    <div className="page msg-page">
      <PageHeader title="消息中心" />
      {!data && loading && <Skeleton rows={6} />}
      {!data && error !== undefined && <ErrorState message={failureText(error)} onRetry={reload} />}
      {data && (
        <ul className="msg-centre" data-testid="message-centre">
          {SUB_TYPES.map((meta) => {
            const row = data.counts.list.find((l) => l.subType === meta.subType);
            const extra = snsLine(meta.subType, data.sns);
            return (
              <li key={meta.subType}>
                <Link
                  className="msg-centre__row"
                  to={meta.path}
                  data-testid="message-list-entry"
                  data-sub-type={meta.subType}
                >
                  <span
                    className="msg-centre__mark"
                    style={{ background: cssVar(meta.colour) }}
                    aria-hidden="true"
                  >
                    {meta.mark}
                  </span>
                  <span className="msg-centre__text">
                    <span className="msg-centre__label">{meta.label}</span>
                    <span className="msg-centre__latest">
                      {extra ?? row?.latestTitle ?? '暂无消息'}
                    </span>
                  </span>
                  <span className="msg-centre__side">
                    {row?.latestAt ? (
                      <span className="msg-centre__time">
                        {messageTimeText(row.latestAt, serverNow())}
                      </span>
                    ) : null}
                    {row && row.unread > 0 && (
                      <span className="msg-badge" data-testid="message-unread">
                        {row.unread > 99 ? '99+' : row.unread}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
          <li>
            <Link
              className="msg-centre__row msg-centre__row--setting"
              to={hrefFor('message/setting')}
            >
              <span className="msg-centre__mark msg-centre__mark--plain" aria-hidden="true">
                设
              </span>
              <span className="msg-centre__text">
                <span className="msg-centre__label">消息设置</span>
              </span>
              <span className="msg-centre__chevron" aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
