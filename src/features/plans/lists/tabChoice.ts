import type { PlanTabChoice } from './rules';

/**
 * The ball type and kind the 方案 tab showed at a history entry (the router location's key), for a
 * way back to it — back from a plan shows the list the fan left, while a visit through the tab
 * bar is a new entry and starts at 足球 / 全部. Held in memory only (a reload starts afresh), and
 * bounded: the last TAB_CHOICES_KEPT entries. Not router state: writing that would be a navigation,
 * and every tap would count as a page seen.
 */
export const TAB_CHOICES_KEPT = 8;

const kept = new Map<string, PlanTabChoice>();

export function recallTabChoice(entry: string): PlanTabChoice | undefined {
  return kept.get(entry);
}

export function keepTabChoice(entry: string, choice: PlanTabChoice): void {
  // Insertion order is age order: a choice made again moves to the end.
  kept.delete(entry);
  kept.set(entry, choice);
  for (const oldest of kept.keys()) {
    if (kept.size <= TAB_CHOICES_KEPT) break;
    kept.delete(oldest);
  }
}
