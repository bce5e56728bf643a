/**
 * The circles' parts other features draw the same way (the expert replays' comments): the author
 * line, the picture grid with its viewer, the reply box, and the time and count texts.
 * The app shell never imports them, so they load with the screens that show them; the circles'
 * styles come with them.
 */
import './social.css';

export { AuthorLine } from './FeedCard';
export { PictureGrid } from './PictureGrid';
export { ReplyBox } from './ReplyBox';
export { countText, idParam, postTimeText } from './rules';
