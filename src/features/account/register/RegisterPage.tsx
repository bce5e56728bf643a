import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@shared/ui';
import { ModeTabs } from '../forms';
import { loginPathKeepingTarget } from '../session';
import { AccountRegisterForm } from './AccountRegisterForm';
import { PhoneRegisterForm } from './PhoneRegisterForm';
import '../login/auth.css';

type Mode = 'phone' | 'account';

const MODES = [
  { id: 'phone', label: '手机号注册', testId: 'register-mode-phone' },
  { id: 'account', label: '账号注册', testId: 'register-mode-account' },
] as const;

/**
 * Registration (product-spec §2 `register`; SMS type 47): by phone and code, or by account name. A new
 * fan is logged in at once and goes on to the target remembered when login was asked for.
 */
export default function RegisterPage() {
  const [mode, setMode] = useState<Mode>('phone');
  return (
    <div className="page auth-page" data-testid="register-page">
      <PageHeader title="注册" />
      <div className="auth-body">
        <ModeTabs modes={MODES} current={mode} onChange={setMode} />
        {mode === 'phone' ? <PhoneRegisterForm /> : <AccountRegisterForm />}
        <nav className="auth-links" aria-label="账号">
          <Link to={loginPathKeepingTarget()} replace data-testid="register-to-login">
            已有账号？去登录
          </Link>
        </nav>
      </div>
    </div>
  );
}
