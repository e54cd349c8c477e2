import type { OrderProgressEventPayload } from "@comptoir/contracts";
import { ORDER_EVENTS } from "@comptoir/contracts/staff-constants";
import { isFinalProgress } from "@comptoir/domain";
import { listenLive } from "@comptoir/ui/live-stream.ts";
import { useEffect, useState } from "react";

// The stream's event name, from the contracts' zod-free entry point (ADR 047).
const PROGRESS_EVENT = ORDER_EVENTS.progress;

/**
 * The order's progress, live (GET /v2/public/checkout/orders/{id}/events?local_id=…): the server
 * sends it on connection and on each change, and again whole after a reconnection, which
 * EventSource makes by itself (and live-stream.ts, politely, after a refusal). Null until the
 * first word; the stream closes once the order is over (nothing more can happen to it).
 */
export function useOrderProgress(
  order: { order_id: number; local_id: string } | null,
): OrderProgressEventPayload | null {
  const [progress, setProgress] = useState<OrderProgressEventPayload | null>(null);
  const orderId = order?.order_id;
  const localId = order?.local_id;

  useEffect(() => {
    if (!orderId || !localId || typeof EventSource === "undefined") return;
    const stop = listenLive(
      `/v2/public/checkout/orders/${orderId}/events?local_id=${encodeURIComponent(localId)}`,
      {
        on: {
          [PROGRESS_EVENT]: (event) => {
            const next = JSON.parse(event.data) as OrderProgressEventPayload;
            setProgress(next);
            if (isFinalProgress(next.progress)) stop();
          },
        },
      },
    );
    return stop;
  }, [orderId, localId]);

  return progress;
}
