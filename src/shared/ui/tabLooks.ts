import './tabLooks.css';

/**
 * The two looks a ChoiceRow takes on most screens, so a tab row is styled once: `PAGE_TABS`, the
 * sticky row of equal tabs under the header with the selected one underlined (a list's kind, a
 * package's scope); `CHIP_TABS`, a row of rounded chips for a filter inside a page.
 */
export const PAGE_TABS = {
  className: 'page-tabs',
  optionClassName: 'page-tabs__tab',
  selectedClassName: 'is-active',
} as const;

export const CHIP_TABS = {
  className: 'chip-tabs',
  optionClassName: 'chip-tabs__chip',
  selectedClassName: 'is-active',
} as const;
