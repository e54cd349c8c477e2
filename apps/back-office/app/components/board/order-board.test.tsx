// @vitest-environment happy-dom
import type { KitchenLoadPayload, RushBody } from "@comptoir/contracts";
import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { FakeEventSource } from "@comptoir/ui/fake-event-source.fixture.ts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boardOrder, boardStateOf } from "../../lib/board-order.fixture.ts";
import { kitchenLoadOf } from "../../lib/kitchen-load.fixture.ts";
import type { StaffApi } from "../../lib/staff-api.ts";
import { OrderBoard } from "./order-board.tsx";

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stream = () => {
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error("no stream opened");
  return source;
};
const ok = (payload: KitchenLoadPayload): ApiResult<KitchenLoadPayload> => ({
  ok: true,
  status: 200,
  payload,
});

/** The staff API as the board uses it here: the load read, the coup de feu set, answered at once. */
let api: StaffApi;
let isOwner = false;

function BoardPage() {
  return (
    <OrderBoard token="jeton" isOwner={isOwner} timeZone="Europe/Paris" api={api} endSession={vi.fn()} />
  );
}

function renderBoard() {
  const rushUntil = "2026-11-24T11:40:00.000Z";
  const kitchenLoad = vi.fn(async () => ok(kitchenLoadOf({ now: "2026-11-24T11:00:00.000Z" })));
  const setRush = vi.fn(async (body: RushBody) =>
    ok(
      kitchenLoadOf({
        rush: body.until ? { extra_minutes: body.extra_minutes, close: body.close, until: rushUntil } : null,
      }),
    ),
  );
  api = { kitchenLoad, setRush, me: vi.fn() } as unknown as StaffApi;
  const Stub = createRoutesStub([{ path: "/admin", Component: BoardPage }]);
  render(<Stub initialEntries={["/admin"]} />);
  act(() => stream().open());
  // The shop's clock: 12:00 in Paris.
  act(() => stream().send("snapshot", boardStateOf([])));
  return { kitchenLoad, setRush };
}

describe("the board's kitchen load and coup de feu", () => {
  it("reads the load again when the stream hears an order", async () => {
    const { kitchenLoad } = renderBoard();
    const load = await screen.findByRole("region", { name: "Charge de la cuisine" });
    await waitFor(() => expect(within(load).getAllByRole("img")).toHaveLength(8));
    const before = kitchenLoad.mock.calls.length;
    act(() => stream().send("order", boardOrder({ id: 7 })));
    await waitFor(() => expect(kitchenLoad.mock.calls.length).toBe(before + 1));
  });

  it("lets a member who is not the owner start a coup de feu, shows it, and ends it", async () => {
    isOwner = false;
    const { setRush } = renderBoard();
    const opener = await screen.findByRole("button", { name: "Coup de feu" });
    // A tap focuses the button in a browser; happy-dom's click does not.
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Coup de feu" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Lancer le coup de feu" }));
    expect(setRush).toHaveBeenCalledWith(expect.objectContaining({ extra_minutes: 20, close: false }));
    const banner = await screen.findByTestId("board-rush");
    expect(banner.textContent).toContain("Coup de feu : +20 min jusqu'à 12:40");
    expect(screen.queryByRole("dialog")).toBeNull();
    // Focus is back on the button that opened the dialog.
    expect(document.activeElement).toBe(opener);

    fireEvent.click(within(banner).getByRole("button", { name: "Terminer le coup de feu" }));
    expect(setRush).toHaveBeenLastCalledWith({ extra_minutes: 0, close: false, until: null });
    await waitFor(() => expect(screen.queryByTestId("board-rush")).toBeNull());
    expect(document.activeElement?.id).toBe("tableau-titre");
  });
});
