/**
 * The shop's clock as a page runs it on. The server gives its reading of "now" (the real time, or
 * a demo's `CLOCK_START`) with the page; the page keeps the difference with the device's clock and
 * adds it to every reading after. A tablet or a phone whose clock is off, or a shop started days
 * ago by a demo, then still compares the shop's instants (expiries, promised times, pauses) with
 * the shop's own time, never with the device's (docs/glossary.md, "Shop's clock").
 *
 * `deviceNow` reads the device's clock (`Date.now` in a page, looked up at each call so that
 * a test's fake timers apply): passed in, so the rule stays pure.
 * Without a server reading the shop's clock is the device's.
 */
export function shopClockFrom(serverNow: string | undefined, deviceNow: () => number): () => Date {
  const server = serverNow === undefined ? Number.NaN : Date.parse(serverNow);
  const offset = Number.isFinite(server) ? server - deviceNow() : 0;
  return () => new Date(deviceNow() + offset);
}
