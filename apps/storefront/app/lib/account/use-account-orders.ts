import type { OrdersPagePayload } from "@comptoir/contracts";
import { useEffect, useState } from "react";
import { callSessionOf } from "../api-client.ts";
import type { Session } from "../auth-store.ts";
import { createAccountApi } from "./account-api.ts";
import { sessionProblem } from "./session-problem.ts";

export type OrdersState =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; page: OrdersPagePayload };

/**
 * One page of the account's orders, read when the page or the session changes; `retry` asks again.
 * `served`: the page the server read for the page's customer (ADR 079), shown at once and not read
 * again while the same page is asked for; null when the server read none.
 */
export function useAccountOrders(session: Session, page: number, served: OrdersPagePayload | null = null) {
  const { token } = session;
  const userId = session.user.id;
  // The customer the page was first drawn for, the server's: another one's session never shows it.
  const [drawnFor] = useState(userId);
  const given = served !== null && served.page === page && userId === drawnFor ? served : null;
  const [state, setState] = useState<OrdersState>(
    given ? { kind: "ready", page: given } : { kind: "loading" },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // The browser's session takes over from the server's once hydrated (same customer, its token):
    // the page the server drew stays as it is.
    if (given && attempt === 0) {
      setState((current) =>
        current.kind === "ready" && current.page === given ? current : { kind: "ready", page: given },
      );
      return;
    }
    let live = true;
    setState({ kind: "loading" });
    createAccountApi()
      .orders(callSessionOf({ token, user: { id: userId } }), page)
      .then((result) => {
        if (!live) return;
        setState(
          result.ok
            ? { kind: "ready", page: result.payload }
            : { kind: "failed", message: sessionProblem(result).problem },
        );
      });
    return () => {
      live = false;
    };
  }, [token, userId, page, attempt, given]);
  return { state, retry: () => setAttempt((count) => count + 1) };
}

/** The page asked for in `?page=`: a whole number from 1, else 1. */
export function pageOfSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get("page"));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** How many pages the orders fill (at least one, an empty one). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
