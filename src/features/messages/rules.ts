import {
  MESSAGE_SUB_TYPES,
  messageContentSchema,
  type Message,
  type MessageContent,
} from '@contracts/messages';
import { DAY_MS, relativeTime } from '@domain/time';
import { date2 } from '@shared/format';
import { hrefFor } from '@shared/routes';
import type { ColourToken } from '@shared/theme';

/** The lists of the message centre, in its order (product-spec §2 "Messages"). */
export interface SubTypeMeta {
  subType: number;
  /** The route of its page. */
  path: string;
  label: string;
  /** One character for its round icon. */
  mark: string;
  /** The icon's colour: a theme token with white words on it in both themes (theme.css). */
  colour: ColourToken;
}

export const SUB_TYPES: readonly SubTypeMeta[] = [
  {
    subType: MESSAGE_SUB_TYPES.system,
    path: hrefFor('message/system'),
    label: '系统消息',
    mark: '系',
    colour: '--info',
  },
  {
    subType: MESSAGE_SUB_TYPES.activity,
    path: hrefFor('message/activity'),
    label: '活动消息',
    mark: '活',
    colour: '--brand',
  },
  {
    subType: MESSAGE_SUB_TYPES.notice,
    path: hrefFor('message/notice'),
    label: '赛事通知',
    mark: '通',
    colour: '--accent-2',
  },
  {
    subType: MESSAGE_SUB_TYPES.officialPlan,
    path: hrefFor('message/official-plan'),
    label: '官方方案',
    mark: '方',
    colour: '--violet',
  },
  {
    subType: MESSAGE_SUB_TYPES.community,
    path: hrefFor('message/community'),
    label: '社区互动',
    mark: '赞',
    colour: '--positive',
  },
  {
    subType: MESSAGE_SUB_TYPES.letter,
    path: hrefFor('message/letter'),
    label: '私信',
    mark: '信',
    colour: '--away',
  },
];

export function subTypeMeta(subType: number): SubTypeMeta | undefined {
  return SUB_TYPES.find((s) => s.subType === subType);
}

/**
 * A message's content JSON, read safely: text shown as text, a link only inside the app. Content
 * that is not the JSON the server writes shows as its raw text rather than failing the list.
 */
export function contentOf(message: Pick<Message, 'content'>): MessageContent {
  try {
    const parsed = messageContentSchema.safeParse(JSON.parse(message.content));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: the text as it came
  }
  return { text: message.content };
}

/** The like's level on a community message (sub type 7): 1 赞, 2 超级赞, 3 大赞. */
export function likeLevelText(level: number | undefined): string | null {
  if (level === undefined) return null;
  return ['赞', '超级赞', '大赞'][level - 1] ?? null;
}

/** "刚刚", "5分钟前", "3小时前" (under a day), "昨天 20:15", then "11月20日". */
export function messageTimeText(at: number, now: number): string {
  const near = relativeTime(at, now);
  if (near !== null) return near;
  if (date2(at + DAY_MS, 'yyyy-MM-dd') === date2(now, 'yyyy-MM-dd'))
    return `昨天 ${date2(at, 'HH:mm')}`;
  return date2(at, 'M月d日');
}
