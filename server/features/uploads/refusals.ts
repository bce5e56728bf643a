import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';
import { UPLOAD_REFUSAL_CODES as U } from '../../../contracts/uploads';
import { UploadMessages } from '../../../contracts/uploads';
import type { Refusal } from '../../platform/refusals';

/** The refusals of uploads and of saving their paths (docs/api.md "Uploads and feedback"). */
export const UploadRefusals = {
  noFile: { status: 400, code: U.noFile, msg: UploadMessages.noFile },
  notImage: { status: 415, code: U.notImage, msg: UploadMessages.notImage },
  tooLarge: { status: 413, code: U.tooLarge, msg: UploadMessages.tooLarge },
  dailyLimit: { status: 429, code: U.dailyLimit, msg: UploadMessages.dailyLimit },
  urlEmpty: { status: 400, code: U.urlEmpty, msg: UploadMessages.urlEmpty },
  tooMany: { status: 400, code: U.tooMany, msg: UploadMessages.tooMany },
  urlInvalid: { status: 400, code: U.urlInvalid, msg: UploadMessages.urlInvalid },
  /** A path that is not one of the caller's uploads: whose it is, if anyone's, is not said. */
  noImage: { status: 404, code: COMMON_REFUSAL_CODES.notFound, msg: '图片不存在' },
} as const satisfies Record<string, Refusal>;
