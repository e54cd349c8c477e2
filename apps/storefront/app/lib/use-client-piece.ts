import { type ComponentType, useEffect, useState } from "react";

/**
 * A piece of the page that only the browser runs (a banner, a dialog, the worker's registration),
 * fetched once the page is interactive: nothing on the server, nothing in a page's first load.
 * `wanted` is asked in the browser only (it may read `window`). An effect and a state rather than
 * React.lazy in a Suspense boundary: under a busy main thread a lazy boundary inside the footer's
 * hydrating chunk was sometimes never retried once its chunk had arrived (ADR 036); a state
 * update always commits.
 */
export function useClientPiece<Props>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  wanted: () => boolean = () => true,
): ComponentType<Props> | null {
  const [Piece, setPiece] = useState<ComponentType<Props> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each piece is fetched once per page life.
  useEffect(() => {
    if (!wanted()) return;
    let left = false;
    load().then(
      (module) => {
        if (!left) setPiece(() => module.default);
      },
      // A chunk that cannot load (offline, a new deployment) leaves the page as it is; the
      // worker's reload guard handles deployments (ADR 035).
      (error: unknown) => console.warn("Chargement différé impossible", error),
    );
    return () => {
      left = true;
    };
  }, []);
  return Piece;
}
