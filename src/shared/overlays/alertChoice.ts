/**
 * Alert click rule (product-spec §5): an element whose class starts with `alert-` dismisses the alert
 * and returns the rest of that class as the choice. A click on the backdrop returns 'close' — for a
 * confirm only when backdrop dismissal was asked for.
 */
export const ALERT_CLASS_PREFIX = 'alert-';
export const BACKDROP_CHOICE = 'close';

export function choiceFromClassNames(classNames: Iterable<string>): string | undefined {
  for (const name of classNames) {
    if (name.startsWith(ALERT_CLASS_PREFIX) && name.length > ALERT_CLASS_PREFIX.length) {
      return name.slice(ALERT_CLASS_PREFIX.length);
    }
  }
  return undefined;
}

/** Walks from the clicked element up to (not including) the alert's root, looking for an alert- class. */
export function choiceFromClick(target: Element | null, root: Element): string | undefined {
  for (let el = target; el && el !== root; el = el.parentElement) {
    const choice = choiceFromClassNames(el.classList);
    if (choice) return choice;
  }
  return undefined;
}
