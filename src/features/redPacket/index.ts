/**
 * The goal red packets and the red-packet rain (issue 9): the packet on list rows and match
 * headers, and the rain popup of a match page. Off where the channel hides red packets.
 */
export { RedPacketBadge } from './RedPacketBadge';
export { RedPacketRain } from './RedPacketRain';
export { MatchPacketLink } from './MatchPacketLink';

/** The feature's route screens, each loaded on first use. */
export const redPacketScreens = {
  /** `match-packet/packet?matchId=`: 比赛红包, a match's rounds and the fan's results. */
  matchPacket: () => import('./packet/MatchPacketPage'),
} as const;
