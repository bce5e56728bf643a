import { transformUrl, userShareInfo, type ShareInfo } from '@contracts/share';
import { call } from '@shared/http';

/** The fan's share code, name and picture (GET /api/proxy/apply/userShareInfo). */
export const fetchShareInfo = (signal?: AbortSignal): Promise<ShareInfo> =>
  call(userShareInfo, {}, { signal });

/** A picture of another origin as a data URL (POST /api/proxy/transform/url). */
export const transformImage = (url: string, signal?: AbortSignal): Promise<string> =>
  call(transformUrl, { url }, { signal }).then((answer) => answer.image);
