import { Link } from 'react-router-dom';
import type { UserInfo } from '@contracts/accounts';
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
      <Link to="/user/info" className="uc-hero__me" data-testid="user-hero">
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
      <dl className="uc-counts">
        <Count label="关注" value={user.attentionOtherCount} />
        <Count label="粉丝" value={user.attentionMeCount} />
        <Count label="关注比赛" value={user.followMatchCount} />
        <Count label="动态" value={user.mySnsCount} />
      </dl>
    </header>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="uc-counts__item">
      <dt className="uc-counts__label">{label}</dt>
      <dd className="uc-counts__value">{value}</dd>
    </div>
  );
}

/** The visitor's header: a login prompt that comes back here. */
export function VisitorHero({ pending }: { pending: boolean }) {
  return (
    <header className="uc-hero">
      <Link
        to={`/login?backUrl=${encodeURIComponent('/tabs/user')}`}
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
