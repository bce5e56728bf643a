/** When the red-packet badge shakes (product-spec §9). The rain's own figures are shared with the server: contracts/rainTimings.ts. */
import { MINUTE_MS } from '@domain/time';

export const RED_PACKET_SHAKE_FROM_MS = 1 * MINUTE_MS;
export const RED_PACKET_SHAKE_UNTIL_MS = 5 * MINUTE_MS;
