import { SHARE_REFUSAL_CODES as S, ShareMessages } from '../../../contracts/share';
import type { Refusal } from '../../platform/refusals';

/**
 * The image proxy's refusals (docs/decisions/sharing.md "Codes"). An address the proxy will not read
 * is the caller's to change: 400. One it read that gave no usable picture (missing, not a picture,
 * too big, slow, an error over there) is a 422 — still a 4xx: what another host does is never this
 * server's failure, and the app then draws the default user image. No message repeats the address.
 */
export const ShareRefusals = {
  urlInvalid: { status: 400, code: S.urlInvalid, msg: ShareMessages.urlInvalid },
  hostNotAllowed: { status: 400, code: S.hostNotAllowed, msg: ShareMessages.hostNotAllowed },
  hostPrivate: { status: 400, code: S.hostPrivate, msg: ShareMessages.hostPrivate },
  notFound: { status: 422, code: S.notFound, msg: ShareMessages.notFound },
  notImage: { status: 422, code: S.notImage, msg: ShareMessages.notImage },
  tooLarge: { status: 422, code: S.tooLarge, msg: ShareMessages.tooLarge },
  unavailable: { status: 422, code: S.unavailable, msg: ShareMessages.unavailable },
} as const satisfies Record<string, Refusal>;
