import type { SnsAuthor } from '../../../contracts/social';

/** A member as anyone may see them: the nickname, else 球迷{id}; never the account. */
export function memberAuthor(user: {
  id: number;
  nickName: string | null;
  userIcon: string | null;
}): SnsAuthor {
  const nick = user.nickName?.trim();
  return {
    userId: user.id,
    nickName: nick ? nick : `球迷${user.id}`,
    icon: user.userIcon,
    expertId: null,
  };
}

/** An expert's byline: their home's nickname and picture, and their account when they have one. */
export function expertAuthor(expert: {
  id: number;
  nickname: string;
  icon: string | null;
  userId: number | null;
}): SnsAuthor {
  return {
    userId: expert.userId,
    nickName: expert.nickname,
    icon: expert.icon,
    expertId: expert.id,
  };
}

/** News has no member behind it. */
export const NEWS_AUTHOR: SnsAuthor = {
  userId: null,
  nickName: '赛事快讯',
  icon: null,
  expertId: null,
};
