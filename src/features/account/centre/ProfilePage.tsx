import { hrefFor } from '@shared/routes';
import { maskPhone, NOT_BOUND, NOT_SET, levelName, orDefault } from './rules';
import { flagUserInfo } from '@shared/session/currentUser';
import { CentrePage, Group, Row, StateView } from './ui';
import { useCentreUser } from './useCentreUser';
import { Avatar } from './UserHero';

/**
 * The profile (`user`, `/user/info`): the user-info fields with their defaults of product-spec §3
 * (未设置, 未绑定), each leading to the page that changes it.
 */
export default function ProfilePage() {
  const { user, error } = useCentreUser();
  if (!user)
    return (
      <CentrePage title="个人资料" testId="profile-page">
        <StateView error={error} onRetry={() => flagUserInfo()} />
      </CentrePage>
    );
  const verified = user.realName !== NOT_SET;
  return (
    <CentrePage title="个人资料" testId="profile-page">
      <Group>
        <Row label="头像" value={<Avatar user={user} size="sm" />} />
        <Row
          label="昵称"
          value={orDefault(user.realNickName)}
          muted={user.realNickName === NOT_SET}
          to={hrefFor('user/nickname-change')}
          testId="profile-nickname"
        />
        <Row
          label="个性签名"
          value={orDefault(user.describe)}
          muted={orDefault(user.describe) === NOT_SET}
          to={hrefFor('user/signature-change')}
          testId="profile-signature"
        />
        <Row label="账号" value={user.account} />
        <Row label="等级" value={`Lv${user.userLevel} ${levelName(user.userLevel)}`} />
      </Group>
      <Group title="账号与安全">
        <Row
          label="手机号"
          value={user.telephone ? maskPhone(user.telephone) : NOT_BOUND}
          muted={!user.telephone}
          to={hrefFor('user/phone-operation')}
          testId="profile-phone"
        />
        <Row
          label="登录密码"
          value={user.passwordSet === 1 ? '修改' : NOT_SET}
          muted={user.passwordSet !== 1}
          to={hrefFor('user/password-change')}
          testId="profile-password"
        />
        <Row
          label="实名认证"
          value={verified ? `${orDefault(user.realName)} ${orDefault(user.idCard)}` : NOT_SET}
          muted={!verified}
          to={hrefFor('user/user-info-complete')}
          testId="profile-identity"
        />
        <Row
          label="微信"
          value={orDefault(user.bindedWX, NOT_BOUND)}
          muted
          testId="profile-wechat"
        />
      </Group>
      <p className="uc-footnote">用户ID {user.id}</p>
    </CentrePage>
  );
}
