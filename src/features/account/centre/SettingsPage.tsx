import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { appConfig } from '@shared/config/appConfig';
import { showConfirm, showToast } from '@shared/overlays';
import { hrefFor } from '@shared/routes';
import { isLoggedIn } from '@shared/session';
import { logout } from '../session';
import { ThemeSetting } from './ThemeSetting';
import { CentrePage, Group, Row } from './ui';

/** /user/settings: account links, the theme, about, and logout (confirmed) for a logged-in fan. */
export default function SettingsPage() {
  const navigate = useNavigate();
  const [loggedIn, setLoggedIn] = useState(isLoggedIn);
  const [busy, setBusy] = useState(false);

  const onLogout = async () => {
    const choice = await showConfirm({
      title: '退出登录',
      message: '确定要退出当前账号吗？',
      okText: '退出',
    });
    if (choice !== 'ok') return;
    setBusy(true);
    try {
      await logout();
      setLoggedIn(false);
      void showToast('已退出登录');
      void navigate(hrefFor('tabs/user'), { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <CentrePage title="设置" testId="settings-page">
      {loggedIn && (
        <Group title="账号">
          <Row label="个人资料" to={hrefFor('user/info')} testId="settings-profile" />
          <Row label="修改密码" to={hrefFor('user/password-change')} testId="settings-password" />
          <Row label="手机号" to={hrefFor('user/phone-operation')} testId="settings-phone" />
          <Row
            label="实名认证"
            to={hrefFor('user/user-info-complete')}
            testId="settings-identity"
          />
        </Group>
      )}
      <Group title="显示">
        <ThemeSetting />
      </Group>
      <Group title="通用">
        <Row label="消息设置" to={hrefFor('message/setting')} />
        <Row label="帮助与反馈" to={hrefFor('user/customer-help')} />
        <Row
          label="关于我们"
          value={`v${appConfig.appVersion}`}
          to={hrefFor('user/about-us')}
          testId="settings-about"
        />
      </Group>
      {loggedIn && (
        <button
          type="button"
          className="uc-logout"
          data-testid="settings-logout"
          disabled={busy}
          onClick={() => void onLogout()}
        >
          {busy ? '正在退出...' : '退出登录'}
        </button>
      )}
    </CentrePage>
  );
}
