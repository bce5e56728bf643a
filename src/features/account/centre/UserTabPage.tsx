import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { UserInfo } from '@contracts/account/session';
import { currentChannel, isFeatureVisible } from '@shared/channels';
import { firstBuiltRoute, hrefFor, isRouteBuilt, type RouteName } from '@shared/routes';
import { isLoggedIn } from '@shared/session';
import { fetchLastLevelLog } from './api';
import { checkLevelChange } from './levelCheck';
import { showDemotionPopup, showPromotionPopup } from './LevelPopup';
import { flagUserInfo } from '@shared/session/currentUser';
import { StateView } from './ui';
import { useCentreUser } from './useCentreUser';
import { UserHero, VisitorHero } from './UserHero';
import { VipCard } from './VipCard';
import { WalletCard } from './WalletCard';
import { publishHref, showApplyExpert } from './rules';
import './centre.css';
import { CouponReminder } from '@features/coupons/parts';

interface Entry {
  label: string;
  /** The page it opens: a tile is shown only once that page is built (the route registry says). */
  route: RouteName;
  to: string;
  icon: string;
  testId: string;
}

/** 帮助反馈: the help centre once it is built; until then the feedback form about the app. */
const HELP_ROUTES = ['user/customer-help', 'plan/feedback'] as const;

function entriesFor(user: UserInfo | null): Entry[] {
  const { channel } = currentChannel();
  const visible = (feature: Parameters<typeof isFeatureVisible>[1]) =>
    isFeatureVisible(channel, feature);
  const help = firstBuiltRoute(HELP_ROUTES) ?? HELP_ROUTES[0];
  const list: (Entry | false)[] = [
    {
      label: '消息中心',
      route: 'message/center',
      to: hrefFor('message/center'),
      icon: '✉',
      testId: 'entry-messages',
    },
    visible('coupons') && {
      label: '优惠券',
      route: 'user/coupon-list',
      to: hrefFor('user/coupon-list'),
      icon: '券',
      testId: 'entry-coupons',
    },
    {
      label: '已购方案',
      route: 'my-look-plan',
      to: hrefFor('my-look-plan', { tab: 'all' }),
      icon: '☰',
      testId: 'entry-bought',
    },
    visible('monthlyPackage') && {
      label: '我的包月',
      route: 'my-expert-month',
      to: hrefFor('my-expert-month'),
      icon: '月',
      testId: 'entry-monthly',
    },
    visible('setMeal') && {
      label: '套餐记录',
      route: 'set-meal-record',
      to: hrefFor('set-meal-record'),
      icon: '套',
      testId: 'entry-set-meal',
    },
    {
      label: '我的关注',
      route: 'myAttention',
      to: hrefFor('myAttention', { tab: 'other-all' }),
      icon: '★',
      testId: 'entry-follow',
    },
    !!user &&
      showApplyExpert(user.showApplyExpert) && {
        label: '申请专家',
        route: 'expert-apply',
        to: hrefFor('expert-apply'),
        icon: '✎',
        testId: 'entry-apply-expert',
      },
    { label: '帮助反馈', route: help, to: hrefFor(help), icon: '?', testId: 'entry-help' },
    {
      label: '我的反馈',
      route: 'user/feedback-list',
      to: hrefFor('user/feedback-list'),
      icon: '议',
      testId: 'entry-feedback',
    },
    {
      label: '设置',
      route: 'user/settings',
      to: hrefFor('user/settings'),
      icon: '⚙',
      testId: 'entry-settings',
    },
  ];
  // A way into a page that is not built is a dead end (此页面暂未开放): left out until it is.
  return list.filter((e): e is Entry => e !== false && isRouteBuilt(e.route));
}

/**
 * The 我的 tab (product-spec §2 tabs/user; §3 user info; §4 user level): who the fan is, VIP,
 * balances, counts and the entries of the user centre; a login prompt for visitors. Each load when
 * logged in checks the level against the stored one and pops the promotion or demotion.
 */
export default function UserTabPage() {
  const navigate = useNavigate();
  const { user, loaded, error } = useCentreUser();
  const loggedIn = isLoggedIn();
  const userId = user?.id;
  const userLevel = user?.userLevel;
  const qiuFlag = user?.qiuFlag;

  useEffect(() => {
    if (userId === undefined || userLevel === undefined || !isLoggedIn()) return;
    void checkLevelChange(
      { id: userId, userLevel, qiuFlag: qiuFlag ?? 1 },
      {
        fetchLastLevelLog,
        showPromotion: (level, ball) =>
          showPromotionPopup(level, () => void navigate(publishHref(ball))),
        showDemotion: showDemotionPopup,
      },
    );
  }, [userId, userLevel, qiuFlag, navigate]);

  const { channel } = currentChannel();
  return (
    <div className="page uc-page uc-tab" data-testid="user-tab">
      {/* The tab has no title bar; a screen reader still hears where it is. */}
      <h1 className="visually-hidden">我的</h1>
      {user && loggedIn ? <UserHero user={user} /> : <VisitorHero pending={loggedIn && !loaded} />}
      {loggedIn && !user && error !== undefined && (
        <StateView error={error} onRetry={() => flagUserInfo()} />
      )}
      {user && loggedIn && (
        <>
          <CouponReminder userId={user.id} />
          {isFeatureVisible(channel, 'vip') && (
            <VipCard vip={user.vipInfo} offersVip={isRouteBuilt('user/vip')} />
          )}
          {isFeatureVisible(channel, 'coin') && <WalletCard user={user} />}
        </>
      )}
      <nav className="uc-grid" aria-label="我的服务">
        {entriesFor(loggedIn ? user : null).map((entry) => (
          <Link key={entry.to} to={entry.to} className="uc-grid__item" data-testid={entry.testId}>
            <span className="uc-grid__icon" aria-hidden="true">
              {entry.icon}
            </span>
            <span className="uc-grid__label">{entry.label}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
