/**
 * Pieces of the interpretation screens other features draw with (lint allows another feature to
 * import a feature's parts.ts): the reading cards page by page, and the free readings' call — the
 * set meals' 免费专区 and the fan's private push list readings as the jiedu lists do.
 */
export { PulledJieduList } from './lists/JieduCardList';
export { fetchFreeJieduPage } from './lists/api';
