import { type RefObject, useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import { type ConnectionHints, createPrefetchQueue, mayPrefetch } from "../lib/prefetch-policy.ts";
import type { PrefetchWhen } from "./site-link.tsx";

/** One queue for the whole page: at most 4 pages fetched ahead at once. */
const queue = createPrefetchQueue();
/** React Router's own wait: a pointer merely crossing a link fetches nothing. */
const INTENT_DELAY_MS = 100;

function connection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

interface Props {
  anchor: RefObject<HTMLAnchorElement | null>;
  /** The link's page, as an absolute path. */
  page: string;
  when: PrefetchWhen;
}

/**
 * The prefetch side of a site link, loaded after hydration (it is no part of any page's first
 * load). React Router's `<Link prefetch>` fetches without limits, so the link keeps
 * `prefetch="none"` and this renders React Router's `<PrefetchPageLinks>` (the route modules and
 * loader data of the page) once the policy and the queue allow it. A page keeps its place in the
 * queue until every prefetch it started has loaded (or failed), or the link goes away.
 */
export default function LinkPrefetch({ anchor, page, when }: Props) {
  const [wanted, setWanted] = useState(false);
  const [started, setStarted] = useState(false);
  // The page on screen is never fetched again (a dish's sheet only changes the query string).
  const here = page === useLocation().pathname;

  useEffect(() => {
    const link = anchor.current;
    if (!link || here) return;
    // Says on the link that it is watched (for the browser tests and whoever inspects the page).
    link.dataset.prefetch = when;
    if (when === "intent") {
      const want = () => setWanted(true);
      const drop = () => setWanted(false);
      const events = [
        ["pointerenter", want],
        ["focus", want],
        ["touchstart", want],
        ["pointerleave", drop],
        ["blur", drop],
      ] as const;
      for (const [name, listener] of events) link.addEventListener(name, listener, { passive: true });
      return () => {
        delete link.dataset.prefetch;
        for (const [name, listener] of events) link.removeEventListener(name, listener);
      };
    }
    // On screen: watched only once the page is idle, so nothing is fetched before it is usable.
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer = new IntersectionObserver(([entry]) => setWanted(entry?.isIntersecting === true), {
        threshold: 0.5,
      });
      observer.observe(link);
    };
    const idle =
      "requestIdleCallback" in window ? requestIdleCallback(observe, { timeout: 3000 }) : undefined;
    const timer = idle === undefined ? setTimeout(observe, 1500) : undefined;
    return () => {
      delete link.dataset.prefetch;
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [anchor, when, here]);

  useEffect(() => {
    if (!wanted || started || here || !mayPrefetch(connection())) return;
    let withdraw = () => {};
    const delay = setTimeout(() => {
      withdraw = queue.request(page, () => setStarted(true));
    }, INTENT_DELAY_MS);
    return () => {
      clearTimeout(delay);
      withdraw();
    };
  }, [wanted, started, here, page]);

  // The <link> tags are React Router's: their load and error events (which do not bubble) are
  // caught on the document.
  useEffect(() => {
    if (!started) return;
    const selector = `link[data-prefetch-page="${CSS.escape(page)}"]`;
    const done = new WeakSet<EventTarget>();
    const onDone = (event: Event) => {
      if (!(event.target instanceof HTMLLinkElement) || !event.target.matches(selector)) return;
      done.add(event.target);
      if ([...document.querySelectorAll(selector)].every((link) => done.has(link))) queue.settle(page);
    };
    document.addEventListener("load", onDone, true);
    document.addEventListener("error", onDone, true);
    return () => {
      document.removeEventListener("load", onDone, true);
      document.removeEventListener("error", onDone, true);
      queue.settle(page);
    };
  }, [started, page]);

  return started ? <PrefetchPageLinks page={page} data-prefetch-page={page} /> : null;
}
