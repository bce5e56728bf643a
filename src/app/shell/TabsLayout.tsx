import { NavLink, Outlet } from 'react-router-dom';
import { currentChannel, isFeatureVisible, usesJdUserCenter } from '@shared/channels';
import { TabIcon, type TabIconName } from './TabIcon';

interface TabItem {
  to: string;
  label: string;
  icon: TabIconName;
  visible: boolean;
}

function tabItems(): TabItem[] {
  const { channel } = currentChannel();
  return [
    { to: '/tabs/home', label: '首页', icon: 'home', visible: true },
    { to: '/tabs/match', label: '足球', icon: 'football', visible: true },
    {
      to: '/tabs/match-bk',
      label: '篮球',
      icon: 'basketball',
      visible: isFeatureVisible(channel, 'basketball'),
    },
    { to: '/tabs/plan', label: '方案', icon: 'plan', visible: isFeatureVisible(channel, 'plan') },
    {
      to: usesJdUserCenter(channel) ? '/tabs/jd/user-center' : '/tabs/user',
      label: '我的',
      icon: 'user',
      visible: true,
    },
  ];
}

/** The tab bar. Tabs navigate as root: a tab replaces the history entry instead of stacking. */
export function TabsLayout() {
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
              <TabIcon name={tab.icon} />
              <span className="tab-bar__label">{tab.label}</span>
            </NavLink>
          ))}
      </nav>
    </div>
  );
}
