/**
 * The shop's clock: the real time, or, when a start instant is configured (demos, browser tests),
 * that instant plus the real time elapsed since the process started.
 */
export function shopClock(start?: string): () => Date {
  if (!start) return () => new Date();
  const offset = Date.parse(start) - Date.now();
  return () => new Date(Date.now() + offset);
}
