/**
 * Ad jumps (issue 37 §4; product-spec §5, §9): where an advert leads — a page of the app by inner
 * id, by one parameter or by a custom JSON page, or another site with the agentId — and the rule of
 * click tracking.
 */
export { adJumpTarget, JUMP_TYPE, type AdJump } from './adJump';
export { INNER_PAGE_IDS } from './innerPages';
export { ONE_PARAMETER_TYPES } from './oneParameter';
export { trackableClickKey } from './track';
export type { JumpTarget } from './target';
