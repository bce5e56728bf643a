/**
 * Pure rules of evaluating a reading (docs/decisions/interpretation-evaluation.md): a form is
 * complete when every dimension has its stars.
 */
import {
  EVALUATION_DIMENSIONS,
  type EvaluateData,
  type EvaluationDimension,
} from '@contracts/interpretationEvaluation';

export type StarsDraft = Partial<Record<EvaluationDimension, number>>;

/** The stars to send, or null while a dimension has none. */
export function completeStars(draft: StarsDraft): EvaluateData | null {
  const { attitude, quality, result } = draft;
  if (attitude === undefined || quality === undefined || result === undefined) return null;
  return { attitude, quality, result };
}

/** What the form says is missing, naming the first dimension without stars. */
export function missingDimension(draft: StarsDraft): EvaluationDimension | null {
  return EVALUATION_DIMENSIONS.find((d) => draft[d] === undefined) ?? null;
}
