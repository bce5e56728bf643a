/**
 * The match lists' rules of the spec (product-spec §4 status codes, progress ring, quarter length,
 * back-to-back; §9 game tabs), as pure functions named after the rule. Split by topic under rules/.
 */
export * from './rules/status';
export * from './rules/progress';
export * from './rules/backToBack';
export * from './rules/gameTabs';
