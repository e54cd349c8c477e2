import type { BoardOrderPayload } from "@comptoir/contracts";
import { fill, backOffice as text } from "@comptoir/messages";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { OrderTickets } from "../components/board/order-tickets.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { useShop } from "../lib/shop.ts";
import { useStaffSession } from "../lib/use-staff-session.ts";
import type { Route } from "./+types/ticket";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.kitchenTicket);
}

type Load =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; order: BoardOrderPayload };

/**
 * /admin/commandes/{id}/ticket: an order's kitchen and bag tickets on their own, to print again
 * (the board prints them itself on acceptance). `?imprimer` prints as soon as they are drawn.
 */
export default function Ticket({ params }: Route.ComponentProps) {
  const shop = useShop();
  const { ready, session, api, endSession } = useStaffSession();
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const orderId = Number(params.orderId);
  const token = session?.token ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per order and session.
  useEffect(() => {
    if (!ready) return;
    if (!token) {
      endSession();
      return;
    }
    if (!Number.isSafeInteger(orderId) || orderId <= 0) {
      setLoad({ kind: "failed", message: text.ticketMissing });
      return;
    }
    void api.order(orderId).then((result) => {
      if (result.ok) setLoad({ kind: "ready", order: result.payload });
      else if (result.status === 401) endSession();
      else setLoad({ kind: "failed", message: result.message });
    });
  }, [ready, token, orderId]);

  useEffect(() => {
    if (load.kind === "ready" && new URLSearchParams(window.location.search).has("imprimer")) window.print();
  }, [load]);

  return (
    <main id="contenu" className="mx-auto flex max-w-md flex-col gap-4 px-3 py-6 print:p-0">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <h1 className="text-2xl font-black">
          {load.kind === "ready" ? fill(text.ticketTitle, { number: load.order.number }) : text.kitchenTicket}
        </h1>
        <Link
          to="/admin"
          className="inline-flex min-h-12 items-center font-bold underline underline-offset-4"
        >
          {text.ticketBack}
        </Link>
        {load.kind === "ready" ? (
          <button
            type="button"
            onClick={() => window.print()}
            className="min-h-12 rounded-full bg-accent px-5 font-bold text-ink"
          >
            {text.ticketPrint}
          </button>
        ) : null}
      </div>
      {load.kind === "ready" ? (
        <OrderTickets order={load.order} timeZone={shop.timeZone} />
      ) : (
        <p role={load.kind === "failed" ? "alert" : undefined} className="text-muted">
          {load.kind === "failed" ? load.message : text.loading}
        </p>
      )}
    </main>
  );
}
