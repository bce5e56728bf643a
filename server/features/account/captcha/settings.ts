/**
 * The server's captcha rules (ours: product-spec §5 leaves the check to "document 2", which we do not
 * have). Why these figures: docs/decisions/captcha.md.
 */
import { MINUTE_MS } from '../../../../domain/time';

/** A drop within this many px of the hole passes: a thumb on a phone is not a mouse. */
export const CAPTCHA_TOLERANCE_PX = 5;
/** Wrong drops one puzzle survives; the last one spends it (need_refresh). */
export const CAPTCHA_MAX_TRIES = 5;
/** A puzzle not solved by then is forgotten (need_refresh). */
export const CAPTCHA_PUZZLE_TTL_MS = 5 * MINUTE_MS;
/** A ticket is for the send that follows the check at once; two minutes cover a slow network. */
export const CAPTCHA_TICKET_TTL_MS = 2 * MINUTE_MS;
/**
 * At most this many live puzzles and tickets each (about 100 bytes apiece, so a few MB at worst). The
 * store lives in the process, so a flood of image requests must not grow it without bound.
 */
export const CAPTCHA_MAX_PUZZLES = 20_000;
export const CAPTCHA_MAX_TICKETS = 20_000;
/**
 * Puzzles one IP may ask for per minute. Drawing one costs about 10 ms of CPU, so this caps one
 * address at about 2% of a core, while a fan (a few a minute) and a test run never meet it.
 */
export const CAPTCHA_IMAGES_PER_IP_PER_MINUTE = 120;
