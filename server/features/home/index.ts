/**
 * The home tab's public face (the ESLint zones): its gateway apiName, and the league weight the chat
 * crowd also ranks busy matches by.
 */
export { homeApis } from './apis';
export { leagueWeight } from './leagueWeight';
