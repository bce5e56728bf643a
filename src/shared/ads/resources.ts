import { defineResource } from '@schedulers';
import { fetchAds } from './api';

/** A location's adverts: read once per visit of the screen that shows them. */
export const adsResource = defineResource({
  name: 'ads',
  key: (location: number) => String(location),
  fetch: (location, signal) => fetchAds(location, signal),
});
