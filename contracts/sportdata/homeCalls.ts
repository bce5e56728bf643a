import { z } from 'zod/mini';
import { defineGatewayCall } from '../gateway';
import { pageSizeArg } from './args';
import { HOME_LIVE_LIMIT, HOME_TODAY_LIMIT, homeMatchesSchema } from './home';

/**
 * getHomeMatches (docs/decisions/home.md): the live strip and today's big matches in one call. Its
 * own module: the home tab's first load carries this call and nothing of the match pages'.
 */
export const getHomeMatches = defineGatewayCall(
  'getHomeMatches',
  z.looseObject({
    liveSize: pageSizeArg(HOME_LIVE_LIMIT),
    todaySize: pageSizeArg(HOME_TODAY_LIMIT),
  }),
  homeMatchesSchema,
);
