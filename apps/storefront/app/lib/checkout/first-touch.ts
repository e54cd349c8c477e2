/** What says the customer is using the page: a touch, a click, a key. */
const ENGAGING_EVENTS = ["pointerdown", "touchstart", "keydown"] as const;

/**
 * Runs `then` once, at the customer's first touch, click or key on the page; gives back what
 * stops waiting. What only a later tab needs (the form checks, the next tabs' code) is fetched
 * then rather than while the page hydrates: the first tab does not need it, and its half second
 * before moving on leaves the time to fetch it (ADR 073, blocking time).
 */
export function atFirstTouch(then: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const name of ENGAGING_EVENTS) window.removeEventListener(name, run, options);
  };
  function run() {
    stop();
    then();
  }
  for (const name of ENGAGING_EVENTS) window.addEventListener(name, run, options);
  return stop;
}
