import { z } from 'zod/mini';

/** GET /healthz: the companion server is up and answering. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;
