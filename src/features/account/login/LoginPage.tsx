import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { appNameFor, currentChannel } from '@shared/channels';
import { hrefFor } from '@shared/routes';
import { PageHeader } from '@shared/ui';
import { ModeTabs } from '../forms';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import './auth.css';

type Mode = 'password' | 'sms';

const MODES = [
  { id: 'password', label: '密码登录', testId: 'login-mode-password' },
  { id: 'sms', label: '验证码登录', testId: 'login-mode-sms' },
] as const;

/**
 * The login page (`#/login?backUrl=…`; product-spec §2, §4). The login guard has stored backUrl
 * already; a successful login returns there. Password retrieval hands over the account it reset
 * (navigation state), so the fan only types the new password.
 */
export default function LoginPage() {
  const location = useLocation();
  const state = location.state as { account?: unknown } | null;
  const handedAccount = typeof state?.account === 'string' ? state.account : '';
  const [mode, setMode] = useState<Mode>('password');

  return (
    <div className="page auth-page" data-testid="login-page">
      <PageHeader title="登录" />
      <div className="auth-body">
        <div className="auth-brand">
          <p className="auth-brand__name">{appNameFor(currentChannel().agentId)}</p>
          <p className="auth-brand__slogan">登录后关注比赛、参与聊天、领取红包</p>
        </div>
        <ModeTabs modes={MODES} current={mode} onChange={setMode} />
        {mode === 'password' ? (
          <PasswordLoginForm initialAccount={handedAccount} />
        ) : (
          <SmsLoginForm />
        )}
        <nav className="auth-links" aria-label="账号">
          <Link to={hrefFor('register')} data-testid="login-to-register">
            注册账号
          </Link>
          <Link to={hrefFor('retrieve')} data-testid="login-to-retrieve">
            忘记密码？
          </Link>
        </nav>
      </div>
    </div>
  );
}
