import type { CSSProperties } from 'react';

/**
 * A league's short name in its colour. On its own (not with the rows' odds pieces) so the home tab
 * and the match pages take it without the list's code.
 */
export function LeagueTag({ name, color }: { name: string; color: string }) {
  // The league colour is data from the server: used only as a CSS colour value, never as markup.
  const safe = /^#[0-9a-f]{3,8}$/i.test(color) ? color : undefined;
  // Mixed with the theme's text colour (styles.css .data-ink), so a navy league reads on a dark page
  // and a yellow one on a white page.
  const style = safe ? ({ '--data-ink': safe } as CSSProperties) : undefined;
  return (
    <span className="ml-league data-ink" style={style}>
      {name}
    </span>
  );
}
