import { isFirstShellShown } from './firstShell';

/**
 * Drawn while a route resolves its guards and loads its screen. On the app's first screen the
 * page's own first shell (index.html) is still up and shows instead: nothing is drawn over it.
 */
export function BootScreen() {
  if (isFirstShellShown()) return null;
  return (
    <div className="boot" role="progressbar" aria-busy="true" aria-label="加载中">
      <div className="spinner" />
    </div>
  );
}
