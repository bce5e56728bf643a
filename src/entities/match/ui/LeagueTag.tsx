/**
 * A league's short name in its colour. On its own (not with the rows' odds pieces) so the home tab
 * and the match pages take it without the list's code.
 */
export function LeagueTag({ name, color }: { name: string; color: string }) {
  // The league colour is data from the server: used only as a CSS colour value, never as markup.
  const safe = /^#[0-9a-f]{3,8}$/i.test(color) ? color : undefined;
  return (
    <span className="ml-league" style={safe ? { color: safe } : undefined}>
      {name}
    </span>
  );
}
