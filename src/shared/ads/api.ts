import { adsAtLocation, type Ad } from '@contracts/ads';
import { call } from '@shared/http';

/** The adverts running at a location now, in order (calls-errors-spec §7.7 page/ad/location). */
export async function fetchAds(location: number, signal?: AbortSignal): Promise<Ad[]> {
  return (await call(adsAtLocation, { adLocation: location }, { signal })).list;
}
