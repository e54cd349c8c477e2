import { type ComponentType, useEffect, useState } from "react";

type VisitUpkeep = ComponentType<{ restaurantName: string }>;

/**
 * Fetches the visit upkeep (visit-upkeep.tsx, its own chunk) once the page is interactive and
 * renders it: nothing on the server, nothing in a page's first load (ADR 036). An effect and a
 * state rather than React.lazy in a Suspense boundary: under a busy main thread the lazy boundary
 * was sometimes never retried once its chunk had arrived, and the upkeep never ran (seen in about
 * one load in six in Chromium, ADR 036); a state update always commits.
 */
export function VisitUpkeepLoader({ restaurantName }: { restaurantName: string }) {
  const [Upkeep, setUpkeep] = useState<VisitUpkeep | null>(null);
  useEffect(() => {
    let left = false;
    import("./visit-upkeep.tsx").then(
      (module) => {
        if (!left) setUpkeep(() => module.default);
      },
      (error: unknown) => console.warn("Visit upkeep not loaded", error),
    );
    return () => {
      left = true;
    };
  }, []);
  return Upkeep ? <Upkeep restaurantName={restaurantName} /> : null;
}
