import { lazy, Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { currentChannel, isFeatureVisible, usesJdUserCenter } from '@shared/channels';
import { hrefFor } from '@shared/routes';
import { useLoggedIn } from '@shared/session';
import { TabIcon, type TabIconName } from './TabIcon';

/**
 * The new-message dot on 我的, with its 60-second poll: for a logged-in fan only (messages need
 * login), and loaded after the first screen, so the message code stays out of the first load
 * (bench/bundle-size.ts); its first answer comes later anyway.
 */
const NewMessageDot = lazy(() =>
  import('@features/messages').then((m) => ({ default: m.NewMessageDot })),
);

interface TabItem {
  to: string;
  label: string;
  icon: TabIconName;
  visible: boolean;
}

function tabItems(): TabItem[] {
  const { channel } = currentChannel();
  return [
    { to: hrefFor('tabs/home'), label: '首页', icon: 'home', visible: true },
    { to: hrefFor('tabs/match'), label: '足球', icon: 'football', visible: true },
    {
      to: hrefFor('tabs/match-bk'),
      label: '篮球',
      icon: 'basketball',
      visible: isFeatureVisible(channel, 'basketball'),
    },
    {
      to: hrefFor('tabs/plan'),
      label: '方案',
      icon: 'plan',
      visible: isFeatureVisible(channel, 'plan'),
    },
    {
      to: hrefFor(usesJdUserCenter(channel) ? 'tabs/jd/user-center' : 'tabs/user'),
      label: '我的',
      icon: 'user',
      visible: true,
    },
  ];
}

/** The tab bar. Tabs navigate as root: a tab replaces the history entry instead of stacking. */
export function TabsLayout() {
  const loggedIn = useLoggedIn();
  return (
    <div className="tabs-layout">
      <main className="tabs-layout__page">
        <Outlet />
      </main>
      <nav className="tab-bar" aria-label="主导航">
        {tabItems()
          .filter((tab) => tab.visible)
          .map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              replace
              className={({ isActive }) => `tab-bar__item${isActive ? ' is-active' : ''}`}
            >
              <span className="tab-bar__icon">
                <TabIcon name={tab.icon} />
                {tab.icon === 'user' && loggedIn && (
                  <Suspense fallback={null}>
                    <NewMessageDot className="tab-bar__dot" />
                  </Suspense>
                )}
              </span>
              <span className="tab-bar__label">{tab.label}</span>
            </NavLink>
          ))}
      </nav>
    </div>
  );
}
