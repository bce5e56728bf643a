/** Drawn while the first route resolves its guards and loads its screen. */
export function BootScreen() {
  return (
    <div className="boot" aria-busy="true" aria-label="加载中">
      <div className="spinner" />
    </div>
  );
}
