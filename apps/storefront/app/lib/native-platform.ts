/**
 * Whether this page runs inside the mobile app: Capacitor's webview injects `window.Capacitor`
 * before the page's scripts. Asked before loading the app's chunk, so it imports nothing.
 */
export function isNativeShell(): boolean {
  const capacitor = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return capacitor?.isNativePlatform?.() === true;
}
