import { COMMON_REFUSAL_CODES } from '../../../contracts/refusals';
import { UploadMessages } from '../../../contracts/uploads';
import type { Refusal } from '../../platform/refusals';

/** The refusals of uploads and of saving their paths (docs/api.md "Uploads and feedback"). */
export const UploadRefusals = {
  noFile: { status: 400, code: 'no_file', msg: UploadMessages.noFile },
  notImage: { status: 415, code: 'not_image', msg: UploadMessages.notImage },
  tooLarge: { status: 413, code: 'too_large', msg: UploadMessages.tooLarge },
  dailyLimit: { status: 429, code: 'upload_limit', msg: UploadMessages.dailyLimit },
  urlEmpty: { status: 400, code: 'image_url_empty', msg: UploadMessages.urlEmpty },
  tooMany: { status: 400, code: 'too_many_images', msg: UploadMessages.tooMany },
  urlInvalid: { status: 400, code: 'image_url_invalid', msg: UploadMessages.urlInvalid },
  /** A path that is not one of the caller's uploads: whose it is, if anyone's, is not said. */
  noImage: { status: 404, code: COMMON_REFUSAL_CODES.notFound, msg: '图片不存在' },
} as const satisfies Record<string, Refusal>;
