import type { InputOf, OutputOf } from '@contracts/endpoint';
import { planPublishOptions, publishPlan, type PublishOptions } from '@contracts/plans';
import { publishInterpretation } from '@contracts/interpretations';
import { call } from '@shared/http';
import { SPORT } from '@domain/sport';

/** What the publish screen offers for a ball type; without one, the expert's own (the server's). */
export function fetchPublishOptions(
  sport: 1 | 2 | null,
  signal?: AbortSignal,
): Promise<PublishOptions> {
  return call(
    planPublishOptions,
    sport === null ? {} : { qiuFlag: sport === SPORT.football ? '1' : '2' },
    { signal },
  );
}

export type PublishInput = InputOf<typeof publishPlan>;

/** Publishes a plan; a repeat of the same requestId answers the plan the first one made. */
export function sendPlan(input: PublishInput): Promise<OutputOf<typeof publishPlan>> {
  return call(publishPlan, input);
}

/** Publishes an interpretation (a jingcai reading); a repeated requestId answers the first one. */
export function sendInterpretation(
  input: InputOf<typeof publishInterpretation>,
): Promise<OutputOf<typeof publishInterpretation>> {
  return call(publishInterpretation, input);
}
