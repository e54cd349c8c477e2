import type { BoardOrderPayload, BoardStatePayload, OrderActionBody } from "@comptoir/contracts";
import { actionNeedsReason, type OrderAction, shopClockFrom, zonedClock } from "@comptoir/domain";
import { cashLabels, fill, backOffice as text } from "@comptoir/messages";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { boardColumns } from "../../lib/board-columns.ts";
import { keepBoardSound, readBoardSound } from "../../lib/chime.ts";
import { waitingOrders } from "../../lib/order-alert.ts";
import { useShopClock } from "../../lib/shop.ts";
import type { StaffApi } from "../../lib/staff-api.ts";
import { useBoardStream } from "../../lib/use-board-stream.ts";
import { useOrderAlert } from "../../lib/use-order-alert.ts";
import { useTicketPrinter } from "../../lib/use-ticket-printer.ts";
import { AutoAcceptSwitch } from "./auto-accept-switch.tsx";
import { BoardColumnSection } from "./board-column-section.tsx";
import type { OrderDialogState } from "./order-dialog.tsx";
import { OrderTickets } from "./order-tickets.tsx";
import { PauseNotice } from "./pause-notice.tsx";
import { SoundSwitch } from "./sound-switch.tsx";

/** The kitchen's load and the coup de feu (ADR 064): fetched as the board opens, not in its first load. */
const KitchenPiece = lazy(() => import("./kitchen-piece.tsx"));
/** The actions' questions (when ready, why, how much cash): fetched as the board opens, likewise. */
const loadOrderDialog = () => import("./order-dialog.tsx");
const OrderDialog = lazy(loadOrderDialog);

/**
 * The live order board (ADR 044): the orders by step, each new one announced (banner, chime,
 * notification, screen readers) until someone answers it, the actions the server allows, and the
 * tickets printed on acceptance.
 */
export function OrderBoard({
  token,
  isOwner,
  timeZone,
  api,
  endSession,
  drawnState = null,
}: {
  /** Empty while the page shows what the server drew, before this browser's session is read. */
  token: string;
  isOwner: boolean;
  timeZone: string;
  api: StaffApi;
  endSession: () => void;
  /** The board's state the server drew the page with (ADR 079), until the stream's own snapshot. */
  drawnState?: BoardStatePayload | null;
}) {
  const stream = useBoardStream(
    token,
    async () => {
      const me = await api.me();
      if (!me.ok && me.status === 401) {
        endSession();
        return "stop";
      }
      return "reopen";
    },
    drawnState,
  );
  const pageClock = useShopClock();
  const stateNow = stream.state?.now;
  // The shop's clock as the stream last read it (each snapshot and pause carries it): the timers
  // count on the shop's time, never the tablet's, which may be days away.
  const shopNow = useMemo(
    () => (stateNow ? shopClockFrom(stateNow, () => Date.now()) : pageClock),
    [stateNow, pageClock],
  );
  const [soundOn, setSoundOn] = useState(false);
  useEffect(() => setSoundOn(readBoardSound()), []);
  // Fetched now, so that the first tap on "Accepter" never waits for it.
  useEffect(() => void loadOrderDialog(), []);
  const printer = useTicketPrinter();
  const { chime, announcement } = useOrderAlert(stream.state, {
    soundOn,
    // An order the shop accepted by itself has its tickets printed by itself too.
    onArrival: (order) => {
      if (order.progress !== "placed") printer.print(order);
    },
  });
  const [dialog, setDialog] = useState<OrderDialogState | null>(null);
  const [busy, setBusy] = useState<number | "kitchen" | "pause" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rushDialog, setRushDialog] = useState(false);

  async function act(order: BoardOrderPayload, body: OrderActionBody) {
    setBusy(order.id);
    setProblem(null);
    const result = await api.act(order.id, body);
    setBusy(null);
    setDialog(null);
    if (!result.ok) {
      if (result.status === 401) endSession();
      else setProblem(fill(text.actionFailed, { message: result.message }));
      return;
    }
    stream.putOrder(result.payload);
    if (body.action === "accept") printer.print(result.payload);
  }

  async function correctCash(order: BoardOrderPayload, amount: number) {
    const recorded = order.cash_collected;
    if (!recorded) return;
    setBusy(order.id);
    setProblem(null);
    const result = await api.correctCash(order.id, { amount, corrects: recorded.id });
    setBusy(null);
    setDialog(null);
    if (!result.ok) {
      if (result.status === 401) endSession();
      else setProblem(fill(cashLabels.failed, { message: result.message }));
      return;
    }
    stream.putOrder(result.payload);
  }

  function onAction(order: BoardOrderPayload, action: OrderAction) {
    if (action === "accept") setDialog({ kind: "accept", order });
    // A cash order is handed over with the cash it brought: the dialog asks for the amount.
    else if (action === "complete" && order.payment_method === "cash") setDialog({ kind: "cash", order });
    else if (actionNeedsReason(action)) setDialog({ kind: action === "refuse" ? "refuse" : "cancel", order });
    else void act(order, { action });
  }

  async function setAutoAccept(on: boolean) {
    setBusy("kitchen");
    setProblem(null);
    const result = await api.setKitchen({ auto_accept: on });
    setBusy(null);
    if (result.ok) stream.putKitchen(result.payload);
    else if (result.status === 401) endSession();
    else setProblem(fill(text.autoAcceptFailed, { message: result.message }));
  }

  async function resume(scope: "ordering" | "delivery") {
    setBusy("pause");
    setProblem(null);
    const result = await api.setPause({ scope, until: null });
    setBusy(null);
    if (result.ok) {
      stream.putPause(result.payload);
      // The button goes with its band: focus waits on the board's title rather than the page's start.
      document.getElementById("tableau-titre")?.focus();
    } else if (result.status === 401) endSession();
    else setProblem(fill(text.pauseFailed, { message: result.message }));
  }

  const state = stream.state;
  const orders = state?.orders ?? [];
  const waiting = waitingOrders(orders);
  const latest = Math.max(shopNow().getTime(), ...orders.map((order) => Date.parse(order.board_at)));
  const today = zonedClock(new Date(latest), timeZone).date;
  const columns = boardColumns(orders);
  // Columns with orders share the width; empty ones stand small on the last one's heading line (ADR 056).
  const working = columns.filter((column) => column.key !== "done" && column.orders.length > 0);
  const quiet = columns.filter((column) => column.key !== "done" && column.orders.length === 0);
  const done = columns.find((column) => column.key === "done");
  const columnProps = {
    timeZone,
    today,
    shopNow,
    busyOrder: typeof busy === "number" ? busy : null,
    onAction,
    onPrint: printer.print,
    onCorrectCash: (order: BoardOrderPayload) => setDialog({ kind: "cash_correction", order }),
  };
  const banner =
    waiting.length === 1 ? text.newOrderBanner : fill(text.newOrdersBanner, { count: waiting.length });
  const quietSteps = quiet.map((column) => (
    <BoardColumnSection key={column.key} column={column} {...columnProps} />
  ));

  return (
    <>
      <div className="print:hidden">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 py-1.5">
          <h1 id="tableau-titre" tabIndex={-1} className="text-xl font-black">
            {text.boardTitle}
          </h1>
          <p
            role="status"
            className={`rounded-full px-3 py-1 text-sm font-bold ${stream.live ? "bg-emerald-300 text-ink" : "bg-amber-300 text-ink"}`}
          >
            {/* Short before the first connection: a drawn board's heading line does not wrap, then unwrap. */}
            {stream.live ? text.connected : stream.opened ? text.reconnecting : text.connecting}
          </p>
          <div className="ml-auto flex flex-wrap items-center gap-2">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setRushDialog(true)}
              className="min-h-11 rounded-full border-2 border-accent px-4 font-bold"
            >
              {text.rushOpen}
            </button>
            {isOwner && state ? (
              <AutoAcceptSwitch
                on={state.kitchen.auto_accept}
                busy={busy === "kitchen"}
                onChange={setAutoAccept}
              />
            ) : state?.kitchen.auto_accept ? (
              <p className="font-bold">{text.autoAcceptOn}</p>
            ) : null}
            <SoundSwitch
              chime={chime}
              soundOn={soundOn}
              onChange={(on) => {
                keepBoardSound(on);
                setSoundOn(on);
              }}
            />
          </div>
        </div>

        <p aria-live="polite" className="sr-only" data-testid="board-announcement">
          {announcement}
        </p>
        <div role="alert" className="empty:hidden">
          {problem ? (
            <p className="mb-2 rounded-2xl border-2 border-danger bg-panel p-3 font-semibold">{problem}</p>
          ) : null}
        </div>
        {state ? (
          <PauseNotice
            pause={state.pause}
            shopNow={shopNow}
            timeZone={timeZone}
            busy={busy === "pause"}
            onResume={(scope) => void resume(scope)}
          />
        ) : null}
        {/* The strip's line is held while its piece loads: the tickets never move down under a finger.
            Not before the session is read: the piece reads the kitchen's load with it at once. */}
        <Suspense fallback={<div className="mb-2 min-h-11" />}>
          {token ? (
            <KitchenPiece
              api={api}
              heard={state}
              shopNow={shopNow}
              timeZone={timeZone}
              endSession={endSession}
              dialogOpen={rushDialog}
              onDialogClose={() => setRushDialog(false)}
              onProblem={setProblem}
            />
          ) : (
            <div className="mb-2 min-h-11" />
          )}
        </Suspense>
        {state ? (
          <section aria-label={text.columnsLabel}>
            {working.length === 0 ? (
              <div className="flex flex-wrap items-center gap-2">
                <p className="mr-auto text-xl font-black">{text.noOrders}</p>
                {quietSteps}
              </div>
            ) : (
              <div className="flex flex-col gap-3 md:flex-row md:items-start">
                {working.map((column, index) => (
                  <BoardColumnSection
                    key={column.key}
                    column={column}
                    {...columnProps}
                    beside={index === working.length - 1 && quiet.length > 0 ? quietSteps : undefined}
                    alert={column.key === "to_accept" ? banner : undefined}
                  />
                ))}
              </div>
            )}
            {done ? <BoardColumnSection column={done} {...columnProps} /> : null}
          </section>
        ) : (
          <p className="py-10 text-muted">{text.loading}</p>
        )}
      </div>

      {printer.order ? (
        <div className="hidden print:block">
          <OrderTickets order={printer.order} timeZone={timeZone} />
        </div>
      ) : null}

      {dialog ? (
        <Suspense fallback={null}>
          <OrderDialog
            dialog={dialog}
            timeZone={timeZone}
            busy={busy === dialog.order.id}
            onAct={(order, body) => void act(order, body)}
            onCorrectCash={(order, amount) => void correctCash(order, amount)}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
