/**
 * The first screen index.html paints before any JavaScript (#first-shell, issue 20 §3). It stays
 * while the app starts and its first screen loads, so the fan sees one steady skeleton instead of
 * the shell, then a spinner, then the screen's own skeleton; the first screen that mounts removes
 * it. Later screens load behind the spinner (BootScreen) as before.
 */
const FIRST_SHELL_ID = 'first-shell';

export function isFirstShellShown(): boolean {
  return document.getElementById(FIRST_SHELL_ID) !== null;
}

export function removeFirstShell(): void {
  document.getElementById(FIRST_SHELL_ID)?.remove();
}
