import { Link } from 'react-router-dom';
import { hrefFor } from '@shared/routes';

/**
 * The foot of the shared expert home: whoever opened a shared link is sent on to the app (download)
 * or to the full expert home, where following and the rest live.
 */
export function ShareBar({ expertId }: { expertId: number }) {
  return (
    <div className="xp-share-bar" data-testid="expert-share-bar">
      <span className="xp-share-bar__text">关注专家，第一时间获取最新方案</span>
      <Link
        className="btn"
        to={hrefFor('public/expertHome', { expertId })}
        data-testid="expert-share-more"
      >
        查看更多
      </Link>
      <Link
        className="btn btn--primary"
        to={hrefFor('download')}
        data-testid="expert-share-open-app"
      >
        打开App
      </Link>
    </div>
  );
}
