/**
 * The goal red packets and the red-packet rain (issue 9): the packet on list rows and match
 * headers, and the rain popup of a match page. Off where the channel hides red packets.
 */
export { RedPacketBadge } from './RedPacketBadge';
export { RedPacketRain } from './RedPacketRain';
