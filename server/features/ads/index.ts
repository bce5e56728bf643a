/**
 * Page adverts by location (contracts/ads.ts), each leading where one of product-spec §9's jump
 * kinds says (contracts/adJumps.ts; docs/decisions/ad-jumps.md).
 */
export { adRoutes } from './routes';
