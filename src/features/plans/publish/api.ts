import type { InputOf, OutputOf } from '@contracts/endpoint';
import { planPublishOptions, publishPlan, type PublishOptions } from '@contracts/plans';
import { call } from '@shared/http';

/** What the publish screen offers for a ball type; without one, the expert's own (the server's). */
export function fetchPublishOptions(sport: 1 | 2 | null): Promise<PublishOptions> {
  return call(planPublishOptions, sport === null ? {} : { qiuFlag: sport === 1 ? '1' : '2' });
}

export type PublishInput = InputOf<typeof publishPlan>;

/** Publishes a plan; a repeat of the same requestId answers the plan the first one made. */
export function sendPlan(input: PublishInput): Promise<OutputOf<typeof publishPlan>> {
  return call(publishPlan, input);
}
