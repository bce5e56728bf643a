import type { KeyboardEvent } from 'react';

/**
 * Arrow keys in a row of choices — a tab list, a radio group of stars (WAI-ARIA Authoring Practices,
 * "tabs with automatic activation", "radio group"): the row is one stop of Tab, the chosen item
 * holds it (`rovingTabIndex`), and the arrows, Home and End move to another item and choose it, as
 * a tap would. Set on the row's element; its items are found by role.
 */
export function onRovingKeyDown(
  event: KeyboardEvent<HTMLElement>,
  { role = 'tab', vertical = false }: { role?: 'tab' | 'radio'; vertical?: boolean } = {},
): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(`[role="${role}"]`)].filter(
    (item) =>
      !(item as HTMLButtonElement).disabled && item.getAttribute('aria-disabled') !== 'true',
  );
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at < 0 || items.length === 0) return;
  const next = { ArrowRight: 1, ArrowLeft: -1, ...(vertical ? { ArrowDown: 1, ArrowUp: -1 } : {}) }[
    event.key
  ];
  let target: number;
  if (next !== undefined) target = (at + next + items.length) % items.length;
  else if (event.key === 'Home') target = 0;
  else if (event.key === 'End') target = items.length - 1;
  else return;
  event.preventDefault();
  const item = items[target]!;
  item.focus();
  if (target !== at) item.click();
}

/**
 * The tab index of an item of such a row: the chosen one is the row's Tab stop; when none is chosen
 * (a value the row does not offer), the first is.
 */
export function rovingTabIndex(chosen: boolean, index: number, anyChosen: boolean): 0 | -1 {
  return chosen || (!anyChosen && index === 0) ? 0 : -1;
}
