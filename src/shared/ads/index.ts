/** Page adverts by location (contracts/ads.ts): the banner and the call behind it. */
export { AdBanner } from './AdBanner';
