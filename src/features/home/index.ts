// The home tab's public face (issue 6 item 8). The route loads HomePage lazily.
export { homeMatchesSource, HOME_MATCHES_JOB_KEY } from './source';
