import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginSuccess$ } from '@shared/events';
import { hrefFor } from '@shared/routes';
import { isLoggedIn, safeReturnTarget } from '@shared/session';
import { PageHeader } from '@shared/ui';
import '../login/auth.css';

/** What the fan is told to do, by the host app that owns their login. */
const HOST_APP: Readonly<Record<string, string>> = {
  jd: '京东App',
  tq: '合作方App',
  xiaodian: '小店',
  weibo: '微博',
  wechat: '微信',
};

/**
 * `login/third-party` (product-spec §2 Guards): on a channel whose host app logs fans in, the login
 * page is blocked and the guard sends them here. The partner login started at boot may still be
 * running; when it (or a later one) succeeds the fan goes on to the page they asked for, otherwise
 * they are told to log in through the host app — there is no account form to offer here.
 */
export default function ThirdPartyLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const backUrl = safeReturnTarget(params.get('backUrl'));
  const host = HOST_APP[params.get('channel') ?? ''] ?? '合作方App';
  const [loggedIn, setLoggedIn] = useState(isLoggedIn);

  useEffect(() => {
    const sub = loginSuccess$.subscribe(() => setLoggedIn(true));
    return () => sub.unsubscribe();
  }, []);

  useEffect(() => {
    if (loggedIn) void navigate(backUrl, { replace: true });
  }, [loggedIn, backUrl, navigate]);

  return (
    <div className="page auth-page" data-testid="third-party-login">
      <PageHeader title="登录" />
      <div className="auth-body auth-notice">
        <p className="auth-notice__text">
          请在{host}中登录后，再从{host}进入本页面。
        </p>
        <p className="auth-notice__hint">登录完成后将自动返回您要访问的页面。</p>
        <Link className="btn btn--primary" to={hrefFor('tabs/home')} replace>
          返回首页
        </Link>
      </div>
    </div>
  );
}
