import type { KitchenLoadPayload } from "@comptoir/contracts";
import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { useEffect, useRef, useState } from "react";
import { msUntilNextWindow, rushInForce } from "./kitchen-load.ts";

/**
 * A second past a change of the shop's clock before asking again: the server's clock and the
 * board's reading of it differ by the network's delay, and an answer read just before the quarter
 * hour would still hold the window that ended (ADR 041 waits the same second for a sold-out).
 */
const AFTER_THE_CHANGE_MS = 1_000;

export interface KitchenLoad {
  load: KitchenLoadPayload | null;
  /** The server's French refusal of the last reading, shown in place of the bars. */
  problem: string | null;
  /** The server's answer to a "coup de feu", shown at once; a reading still under way is dropped. */
  put(load: KitchenLoadPayload): void;
}

/**
 * The next windows' load and the "coup de feu" in force (GET /v2/staff/kitchen/load, ADR 064),
 * read when the board opens, again each time `heard` changes (the board's stream heard an order,
 * a pause or a setting: a load may have moved), at each quarter hour of the shop's clock (the
 * windows move on), and when the "coup de feu" ends. Only the newest reading's answer is kept.
 */
export function useKitchenLoad({
  read,
  heard,
  shopNow,
  onUnauthorized,
}: {
  read: () => Promise<ApiResult<KitchenLoadPayload>>;
  heard: unknown;
  shopNow: () => Date;
  onUnauthorized: () => void;
}): KitchenLoad {
  const [load, setLoad] = useState<KitchenLoadPayload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [wake, setWake] = useState(0);
  const asked = useRef(0);
  const calls = useRef({ read, onUnauthorized });
  calls.current = { read, onUnauthorized };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `heard` and `wake` are the reasons to read again.
  useEffect(() => {
    const mine = ++asked.current;
    void calls.current.read().then((result) => {
      if (mine !== asked.current) return;
      if (result.ok) {
        setLoad(result.payload);
        setProblem(null);
      } else if (result.status === 401) calls.current.onUnauthorized();
      else setProblem(result.message);
    });
  }, [heard, wake]);

  // After each reading, and after each wake whose reading failed, so the quarter hours go on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a wake re-arms the timer even when nothing was read.
  useEffect(() => {
    const now = shopNow();
    const rush = rushInForce(load?.rush ?? null, now);
    const untilChange = Math.min(
      msUntilNextWindow(now),
      rush ? Date.parse(rush.until) - now.getTime() : Number.POSITIVE_INFINITY,
    );
    const timer = setTimeout(() => setWake((count) => count + 1), untilChange + AFTER_THE_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [load, shopNow, wake]);

  return {
    load,
    problem,
    put: (answer) => {
      asked.current += 1;
      setLoad(answer);
      setProblem(null);
    },
  };
}
