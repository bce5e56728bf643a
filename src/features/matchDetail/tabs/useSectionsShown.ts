import { useState } from 'react';
import type { DetailJobView } from '../useDetailJob';

/**
 * How many of a tab's sections, top to bottom, to draw, each section the answer of its own call. A
 * section is drawn once every section above it has answered (data, empty or an error); the first
 * one still waiting is drawn with its skeleton and nothing under it. Drawn as each call answered, a
 * section above that answered late pushed down what a fan was already reading (a layout shift of
 * 0.188 on 赛况, the commentary moving ~900 px when the timeline came).
 *
 * An answer counts once: a retry, or a new job when the match goes final, that brings a section
 * back to its skeleton does not take away the sections under it again.
 */
export function useSectionsShown(
  views: readonly Pick<DetailJobView<unknown>, 'loading'>[],
): number {
  // The number of leading sections that have answered at least once (grows only).
  const [answered, setAnswered] = useState(0);
  let next = answered;
  while (next < views.length && views[next]?.loading === false) next += 1;
  // Storing what an earlier render saw: React renders again at once, before anything is painted.
  if (next !== answered) setAnswered(next);
  return Math.min(next + 1, views.length);
}
