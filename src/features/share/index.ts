/**
 * Sharing (issue 37 §2; docs/decisions/sharing.md): the 分享 button of the match page, the plan page
 * and the expert home, whose sheet (loaded on the first tap) shares a link to WeChat, QQ or Weibo,
 * copies it, or makes a picture of the card. Every link carries the fan's share code and the
 * source code of where it went. The shell keeps the code of a link a visitor arrives by
 * (`@features/share/landing`, outside this index so the first load carries nothing else of it).
 */
export { ShareButton } from './ShareButton';
export type { ShareTarget } from './links';
