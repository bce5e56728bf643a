import type { InputOf, OutputOf } from '@contracts/endpoint';
import { planPublishOptions, publishPlan, type PublishOptions } from '@contracts/plans';
import { interpretationPublishOptions, publishInterpretation } from '@contracts/interpretations';
import { call } from '@shared/http';
import { SPORT } from '@domain/sport';
import type { PublishKind } from './rules';

/**
 * What the publish screen offers for a kind and a ball type; without a ball, the expert's own (the
 * server's). A 十四场 reading is football's, on the 胜负彩 issue on sale.
 */
export function fetchPublishOptions(
  kind: PublishKind,
  sport: 1 | 2 | null,
  signal?: AbortSignal,
): Promise<PublishOptions> {
  const ball = sport === null ? {} : { qiuFlag: sport === SPORT.football ? '1' : '2' };
  if (kind === 'plan') return call(planPublishOptions, ball as { qiuFlag?: '1' | '2' }, { signal });
  const type = kind === 'sfc' ? '3' : '0';
  return call(
    interpretationPublishOptions,
    { ...(ball as { qiuFlag?: '1' | '2' }), type },
    { signal },
  );
}

export type PublishInput = InputOf<typeof publishPlan>;

/** Publishes a plan; a repeat of the same requestId answers the plan the first one made. */
export function sendPlan(input: PublishInput): Promise<OutputOf<typeof publishPlan>> {
  return call(publishPlan, input);
}

/** Publishes an interpretation (jingcai or 十四场); a repeated requestId answers the first one. */
export function sendInterpretation(
  input: InputOf<typeof publishInterpretation>,
): Promise<OutputOf<typeof publishInterpretation>> {
  return call(publishInterpretation, input);
}
