import { useNavigate } from 'react-router-dom';
import { hrefFor } from '@shared/routes';
import type { RouteDef } from '../routes/types';
import { PageHeader } from '@shared/ui';

/** What a route shows until its screen is built: says so plainly, names the page, offers a way home. */
export function PlannedPage({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  return (
    <div className="page" data-testid="planned-page" data-route-name={route.name}>
      {!route.tab && <PageHeader title={route.title} />}
      <div className="planned">
        <svg
          className="planned__icon"
          viewBox="0 0 24 24"
          width="56"
          height="56"
          aria-hidden="true"
          fill="currentColor"
        >
          <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 5v6h-2V7zm-1 8.2a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z" />
        </svg>
        <h1 className="planned__title">此页面暂未开放</h1>
        <p className="planned__text">
          「{route.title}」正在建设中，敬请期待。
          <br />
          <span className="planned__name">页面：{route.name}</span>
        </p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void navigate(hrefFor('tabs/home'), { replace: true })}
        >
          返回首页
        </button>
      </div>
    </div>
  );
}
