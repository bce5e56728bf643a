import { Link } from 'react-router-dom';
import type { UserInfo } from '@contracts/account/session';
import { hrefFor, isRouteBuilt, type RouteName } from '@shared/routes';
import { displayNickName, isVipNow, levelName, NOT_SET, vipName } from './rules';

/** The fan's picture, or the first character of the nickname on the brand colour. */
export function Avatar({ user, size = 'lg' }: { user?: UserInfo | null; size?: 'lg' | 'sm' }) {
  const initial = user ? [...displayNickName(user)][0] : undefined;
  return (
    <span className={`uc-avatar uc-avatar--${size}`} aria-hidden="true">
      {user?.userIcon ? <img src={user.userIcon} alt="" /> : (initial ?? '球')}
    </span>
  );
}

export function UserHero({ user }: { user: UserInfo }) {
  const vipLevel = isVipNow(user.vipInfo);
  const signature =
    user.describe && user.describe !== NOT_SET ? user.describe : '编辑个性签名，让球友认识你';
  return (
    <header className="uc-hero">
      <Link to={hrefFor('user/info')} className="uc-hero__me" data-testid="user-hero">
        <Avatar user={user} />
        <span className="uc-hero__text">
          <span className="uc-hero__name-line">
            <span className="uc-hero__name" data-testid="user-nickname">
              {displayNickName(user)}
            </span>
            {user.userLevel > 0 && (
              <span className="uc-tag uc-tag--level" data-testid="user-level">
                Lv{user.userLevel} {levelName(user.userLevel)}
              </span>
            )}
            {vipLevel > 0 && <span className="uc-tag uc-tag--vip">{vipName(vipLevel)}</span>}
          </span>
          <span className="uc-hero__sign">{signature}</span>
        </span>
        <span className="uc-hero__arrow" aria-hidden="true">
          ›
        </span>
      </Link>
      <nav className="uc-counts" aria-label="我的关注与动态">
        {countLinks(user).map((c) => {
          const content = (
            <>
              <span className="uc-counts__value">{c.value}</span>
              <span className="uc-counts__label">{c.label}</span>
            </>
          );
          // The count is the fan's own data either way; only a built page makes it a way in.
          return isRouteBuilt(c.route) ? (
            <Link
              key={c.label}
              to={c.to}
              replace={c.replace}
              className="uc-counts__item"
              data-testid={c.testId}
            >
              {content}
            </Link>
          ) : (
            <span key={c.label} className="uc-counts__item" data-testid={c.testId}>
              {content}
            </span>
          );
        })}
      </nav>
    </header>
  );
}

interface CountLink {
  label: string;
  value: number;
  /** The page it opens; until that page is built the count shows without a link. */
  route: RouteName;
  to: string;
  /** A tab navigates as root: it replaces the entry instead of stacking on it. */
  replace?: boolean;
  testId: string;
}

/**
 * Each counter opens its page of the route registry (product-spec §2): the people the fan follows and
 * the fan's followers (myAttention, tabs other-all and me), the followed matches (the 关注 view of the
 * football list, `tabs/match?state=followed`) and the fan's posts (我的动态: `sns/index/0?author={id}`,
 * every circle, one member — `sns/index/{id}` alone is a circle). A page not built yet (the route
 * registry says) is no way in: its count shows as plain text.
 */
function countLinks(user: UserInfo): CountLink[] {
  return [
    {
      label: '关注',
      value: user.attentionOtherCount,
      route: 'myAttention',
      to: hrefFor('myAttention', { tab: 'other-all' }),
      testId: 'count-following',
    },
    {
      label: '粉丝',
      value: user.attentionMeCount,
      route: 'myAttention',
      to: hrefFor('myAttention', { tab: 'me' }),
      testId: 'count-fans',
    },
    {
      label: '关注比赛',
      value: user.followMatchCount,
      route: 'tabs/match',
      to: hrefFor('tabs/match', {}, { state: 'followed' }),
      replace: true,
      testId: 'count-matches',
    },
    {
      label: '动态',
      value: user.mySnsCount,
      route: 'sns/index',
      to: hrefFor('sns/index', { id: 0 }, { author: user.id }),
      testId: 'count-posts',
    },
  ];
}

/** The visitor's header: a login prompt that comes back here. */
export function VisitorHero({ pending }: { pending: boolean }) {
  return (
    <header className="uc-hero">
      <Link
        to={hrefFor('login', {}, { backUrl: hrefFor('tabs/user') })}
        className="uc-hero__me"
        data-testid="user-login-prompt"
      >
        <Avatar />
        <span className="uc-hero__text">
          <span className="uc-hero__name">{pending ? '加载中...' : '登录 / 注册'}</span>
          <span className="uc-hero__sign">登录后可关注比赛、购买方案、领取红包</span>
        </span>
        <span className="uc-hero__arrow" aria-hidden="true">
          ›
        </span>
      </Link>
    </header>
  );
}
