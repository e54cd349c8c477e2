import { listenLive } from "@comptoir/ui/live-stream.ts";
import { useEffect, useEffectEvent, useState } from "react";
import { useRevalidator } from "react-router";

/** What /v2/public/events sends on connection and after each change (apps/server public-events.ts). */
interface CatalogueNews {
  version: string;
  pause: string | null;
  /** Milliseconds until the pause ends, when sent. */
  pause_ends_in: number | null;
  /** Milliseconds until something "épuisé" comes back by itself; null: none due. */
  back_in: number | null;
}

/**
 * Keeps an open page in step with the restaurant's board (ADR 041), once the page is interactive
 * (page-end.tsx): it listens to /v2/public/events and, when the catalogue's version changes (a dish
 * or a choice "épuisé" or "masqué", a pause), reads the page's data again, so a sold-out dish greys
 * and leaves the cart, which names it, without a reload. It shows a pause in force, worded by the
 * server, as a line above the page, the way the offline notice does (no portal: ADR 035), until
 * the pause ends. It imports no rule and no model: every page's first load stays as it was.
 */
export default function LiveCatalogue() {
  const revalidator = useRevalidator();
  const [pause, setPause] = useState<{ text: string; until: number } | null>(null);
  // When a dish "épuisé" comes back by itself: no event says so, the page reads its data then.
  const [backAt, setBackAt] = useState<number | null>(null);

  const catalogueChanged = useEffectEvent(() => void revalidator.revalidate());
  useEffect(() => {
    if (typeof EventSource !== "function") return;
    let known: string | null = null;
    // One stream per tab, opened again politely after a refusal (live-stream.ts).
    return listenLive("/v2/public/events", {
      on: {
        catalog: (event) => {
          const news = JSON.parse(event.data) as CatalogueNews;
          // The first version is the page's own (or one a reconnection missed: read again then).
          if (known !== null && news.version !== known) catalogueChanged();
          known = news.version;
          setPause(
            news.pause && news.pause_ends_in !== null
              ? { text: news.pause, until: performance.now() + news.pause_ends_in }
              : null,
          );
          setBackAt(news.back_in === null ? null : performance.now() + news.back_in);
          // Says the page listens (the browser tests wait for it before changing the catalogue).
          document.documentElement.dataset.liveCatalogue = "on";
        },
      },
    });
  }, []);

  useEffect(() => {
    if (backAt === null) return;
    // A moment after the time, so that the server's clock has passed it too.
    const timer = setTimeout(catalogueChanged, Math.max(0, backAt - performance.now()) + 1_000);
    return () => clearTimeout(timer);
  }, [backAt]);

  useEffect(() => {
    if (!pause) return;
    const line = document.createElement("p");
    line.setAttribute("role", "status");
    line.dataset.testid = "pause-notice";
    line.className = "bg-cream px-4 py-2 text-center text-sm font-bold text-ink";
    line.textContent = pause.text;
    document.body.prepend(line);
    // The pause ends by itself: so does its notice.
    const timer = setTimeout(() => setPause(null), Math.max(0, pause.until - performance.now()));
    return () => {
      clearTimeout(timer);
      line.remove();
    };
  }, [pause]);
  return null;
}
