import { createPlanNote, planNotes, type PlanNote, type PlanNotePage } from '@contracts/notes';
import { call } from '@shared/http';

/** One page of a plan's notes as this viewer sees them, with whether they may write one. */
export function fetchPlanNotes(
  planId: number,
  pageNo: number,
  signal?: AbortSignal,
): Promise<PlanNotePage> {
  return call(planNotes, { planId, pageNo }, { signal });
}

/** Leaves a note; a repeated `requestId` answers the note already written. */
export function sendPlanNote(input: {
  planId: number;
  content: string;
  requestId: string;
}): Promise<PlanNote> {
  return call(createPlanNote, input);
}
