import { useRouteError } from 'react-router-dom';

/** Shown when a screen throws: the fan keeps a way forward instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  // Logged for developers; fans see only the calm message below.
  console.error(error);
  return (
    <div className="page notice" role="alert" data-testid="route-error">
      <p className="notice__text">页面出错了，请刷新重试</p>
      <div className="notice__actions">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          刷新
        </button>
        <a className="btn btn--primary" href="#/tabs/home">
          返回首页
        </a>
      </div>
    </div>
  );
}
