/**
 * The circles' parts other features draw the same way (the expert replays' comments): the author
 * line, the picture grid with its viewer, the reply box, the time and count texts, and a reply's
 * 举报 and 删除 — the foul-type sheet, the actions behind login and a confirm, the viewer's status
 * in a circle (a moderator there may delete any reply).
 * The app shell never imports them, so they load with the screens that show them; the circles'
 * styles come with them.
 */
import './social.css';

export { AuthorLine } from './FeedCard';
export { PictureGrid } from './PictureGrid';
export { ReplyBox } from './ReplyBox';
export { countText, idParam, moderates, postTimeText, writeBlockText } from './rules';
export { ReportSheet } from './ReportSheet';
export { loggedInOrAsk, remove, report } from './actions';
export { memberStatusResource } from './resources';
