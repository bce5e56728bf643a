/** When the red-packet badge shakes (product-spec §9). The rain's own figures are shared with the server: contracts/rainTimings.ts. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const RED_PACKET_SHAKE_FROM_MS = 1 * MINUTE;
export const RED_PACKET_SHAKE_UNTIL_MS = 5 * MINUTE;
