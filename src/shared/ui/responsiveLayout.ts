/**
 * The responsive-layout script (product-spec §2 Guards: loaded before any lazy module). The app is
 * designed at 375 px wide in rem units; the root font size scales with the viewport so a 320 px phone
 * and a 480 px phablet both look like the design. Wider screens (tablets, desktops) keep the 480 px
 * column centred instead of blowing text up (docs/decisions/responsive-layout.md).
 */
export const DESIGN_WIDTH = 375;
export const MIN_WIDTH = 320;
export const MAX_COLUMN_WIDTH = 480;
export const BASE_FONT_PX = 16;

/** Root font size, in px, for a viewport width. */
export function rootFontSize(viewportWidth: number): number {
  const width = Math.min(Math.max(viewportWidth, MIN_WIDTH), MAX_COLUMN_WIDTH);
  return Math.round(((BASE_FONT_PX * width) / DESIGN_WIDTH) * 100) / 100;
}

let installed = false;

function apply(): void {
  const root = document.documentElement;
  const width = root.clientWidth || window.innerWidth;
  root.style.fontSize = `${rootFontSize(width)}px`;
  root.style.setProperty(
    '--app-column',
    `${Math.min(Math.max(width, MIN_WIDTH), MAX_COLUMN_WIDTH)}px`,
  );
}

/** Installs the scaling once; later calls are free. Returns a promise so guards can await it. */
export function ensureResponsiveLayout(): Promise<void> {
  if (!installed && typeof document !== 'undefined') {
    installed = true;
    apply();
    window.addEventListener('resize', apply);
    window.addEventListener('orientationchange', apply);
  }
  return Promise.resolve();
}

export function isResponsiveLayoutInstalled(): boolean {
  return installed;
}
