/** The app-wide live jobs' cadences: messages and red packets (product-spec §9), live scores and events (ours, docs/decisions/scheduler.md). */
import { SECOND_MS } from '@domain/time';

export const MESSAGE_POLL_MS = 60 * SECOND_MS;
export const RED_PACKET_CHECK_MS = 10 * SECOND_MS;
export const RED_PACKET_LIST_MS = 1003 * SECOND_MS;
/** Live scores of the matches on screen: the spec names no figure; 10 s matches the red-packet check. */
export const LIVE_SCORE_POLL_MS = 10 * SECOND_MS;
/** Live events (goals, cards) of the matches on screen. */
export const LIVE_EVENT_POLL_MS = 10 * SECOND_MS;
/** An incremental events poll asks for this much more than the time since its cursor. */
export const LIVE_EVENT_OVERLAP_MS = 5 * SECOND_MS;
/**
 * The live polls' cadence while pushes cover their matches (issue 20 §2): a safety net that catches
 * what a push could miss without anyone noticing (docs/decisions/live-push.md).
 */
export const LIVE_SAFETY_POLL_MS = 60 * SECOND_MS;
