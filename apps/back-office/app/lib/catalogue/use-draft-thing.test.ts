// @vitest-environment happy-dom
import { type ItemValue, itemValueSchema } from "@comptoir/contracts/catalogue-draft";
import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DraftClient, DraftThingPayload, SaveBody } from "./draft-client.ts";
import { readPendingEdit } from "./pending-edits.ts";
import { SAVE_DELAY_MS, useDraftThing } from "./use-draft-thing.ts";

const dish: ItemValue = {
  name: "Burger piment",
  description: "Le classique",
  image: "/images/menu/burger.svg",
  photo: null,
  score: 10,
  price_pickup: 9.5,
  price_delivery: 10.5,
  tax_rate: 10,
  allergens: ["gluten"],
  spice_level: 2,
  available: true,
  visible: true,
  options: [],
  make_time: null,
  category: "burgers",
};

const thing = (value: ItemValue, revision: number, by = "Awa"): DraftThingPayload => ({
  ref: "item:burger-piment",
  kind: "item",
  key: "burger-piment",
  position: 0,
  value,
  revision,
  updated_by_name: by,
  updated_at: "2026-11-26T11:00:00.000Z",
});

type SaveResult = ApiResult<{ thing: DraftThingPayload }>;

/** A draft client whose saves the test answers one by one. */
function fakeClient() {
  const sent: SaveBody[] = [];
  const answers: ((result: SaveResult) => void)[] = [];
  const client = {
    save: vi.fn(
      (_ref: string, body: SaveBody) =>
        new Promise<SaveResult>((resolve) => {
          sent.push(body);
          answers.push(resolve);
        }),
    ),
  } as unknown as DraftClient;
  const answer = async (result: SaveResult) => {
    const next = answers.shift();
    if (!next) throw new Error("no save waits for an answer");
    await act(async () => next(result));
  };
  return { client, sent, answer };
}

const saved = (value: ItemValue, revision: number): SaveResult => ({
  ok: true,
  status: 200,
  payload: { thing: thing(value, revision) },
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
}

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const render = (client: DraftClient, initial = { value: dish, revision: 3 }) =>
  renderHook(() =>
    useDraftThing<ItemValue>("item:burger-piment", { client, initial, schema: itemValueSchema }),
  );

describe("a thing of the draft in a form", () => {
  it("saves after a pause in the typing, on its revision, and says so", async () => {
    vi.useFakeTimers();
    const { client, sent, answer } = fakeClient();
    const { result } = render(client);
    expect(result.current.value).toEqual(dish);
    expect(result.current.state).toBe("idle");

    act(() => result.current.setField("price_pickup", 9.9));
    act(() => result.current.setField("price_pickup", 10.2));
    expect(sent).toEqual([]);
    act(() => vi.advanceTimersByTime(SAVE_DELAY_MS));
    expect(sent).toEqual([{ revision: 3, value: { ...dish, price_pickup: 10.2 } }]);
    expect(result.current.state).toBe("saving");

    await answer(saved({ ...dish, price_pickup: 10.2 }, 4));
    expect(result.current.state).toBe("saved");
    expect(readPendingEdit("item:burger-piment")).toBeNull();

    // The next edit is based on the revision the server gave back; leaving the field sends it at once.
    act(() => result.current.setField("name", "Burger très piment"));
    act(() => result.current.flush());
    expect(sent[1]).toEqual({
      revision: 4,
      value: { ...dish, price_pickup: 10.2, name: "Burger très piment" },
    });
  });

  it("does not send what its schema refuses, and names the field", () => {
    const { client, sent } = fakeClient();
    const { result } = render(client);
    act(() => result.current.setField("name", ""));
    act(() => result.current.flush());
    expect(sent).toEqual([]);
    expect(result.current.state).toBe("invalid");
    expect(result.current.errors.name).toBeTruthy();
  });

  it("keeps an edit made offline across a reload, and sends it when the connection returns", async () => {
    const { client, sent, answer } = fakeClient();
    setOnline(false);
    const first = render(client);
    act(() => first.result.current.setField("price_delivery", 11));
    act(() => first.result.current.flush());
    expect(first.result.current.state).toBe("offline");
    expect(sent).toEqual([]);
    first.unmount();

    // The page is opened again, still offline, from the draft as the server last had it.
    const second = render(client);
    expect(second.result.current.value?.price_delivery).toBe(11);
    await waitFor(() => expect(second.result.current.state).toBe("offline"));

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(sent).toEqual([{ revision: 3, value: { ...dish, price_delivery: 11 } }]);
    await answer(saved({ ...dish, price_delivery: 11 }, 4));
    expect(second.result.current.state).toBe("saved");
    expect(readPendingEdit("item:burger-piment")).toBeNull();
  });

  it("calls a lost connection offline and keeps the edit for later", async () => {
    const { client, answer } = fakeClient();
    const { result } = render(client);
    act(() => result.current.setField("price_delivery", 12));
    act(() => result.current.flush());
    await answer({ ok: false, status: 0, code: null, message: "Hors ligne" });
    expect(result.current.state).toBe("offline");
    expect(readPendingEdit("item:burger-piment")?.value).toEqual({ ...dish, price_delivery: 12 });
  });

  it("on a stale revision keeps what was typed, shows both values, and saves the picks on the server's revision", async () => {
    const { client, sent, answer } = fakeClient();
    const { result } = render(client);
    act(() => {
      result.current.setField("description", "Ma description");
      result.current.setField("price_pickup", 11);
    });
    act(() => result.current.flush());
    const theirs = { ...dish, description: "Leur description", price_pickup: 12 };
    await answer({
      ok: false,
      status: 409,
      code: "stale_revision",
      message: "Modifié entre-temps",
      details: { current: thing(theirs, 7, "Bastien") },
    });

    expect(result.current.state).toBe("conflict");
    const conflict = result.current.conflict;
    expect(conflict?.by).toBe("Bastien");
    expect(conflict?.fields.sort()).toEqual(["description", "price_pickup"]);
    expect(conflict?.mine.description).toBe("Ma description");
    expect(conflict?.theirs.description).toBe("Leur description");
    // What the person typed stays in the form and in this browser.
    expect(result.current.value?.description).toBe("Ma description");
    expect(readPendingEdit("item:burger-piment")?.value).toMatchObject({ description: "Ma description" });

    // No autosave while the person decides.
    act(() => result.current.pick("price_pickup", "theirs"));
    act(() => result.current.flush());
    expect(sent).toHaveLength(1);

    await act(async () => {
      void result.current.resolve();
    });
    expect(sent[1]).toEqual({
      revision: 7,
      value: { ...dish, description: "Ma description", price_pickup: 12 },
    });
    await answer(saved(sent[1]?.value as ItemValue, 8));
    expect(result.current.state).toBe("saved");
    expect(result.current.conflict).toBeNull();
  });

  it("takes a colleague's change of another field without asking, and sends the merge on their revision", async () => {
    const { client, sent, answer } = fakeClient();
    const { result } = render(client);
    act(() => result.current.setField("description", "Ma description"));
    act(() => result.current.flush());
    // A colleague renamed the dish (or a bulk change moved its prices) in between.
    const theirs = { ...dish, name: "Burger du chef", price_pickup: 9.9 };
    await answer({
      ok: false,
      status: 409,
      code: "stale_revision",
      message: "Modifié entre-temps",
      details: { current: thing(theirs, 5) },
    });
    expect(result.current.conflict).toBeNull();
    expect(sent[1]).toEqual({ revision: 5, value: { ...theirs, description: "Ma description" } });
    await answer(saved({ ...theirs, description: "Ma description" }, 6));
    expect(result.current.state).toBe("saved");
    expect(result.current.value?.name).toBe("Burger du chef");
  });

  it("shows a newer revision the draft was read with, unless an edit of its own waits", async () => {
    const { client, answer } = fakeClient();
    const { result, rerender } = renderHook(
      ({ initial }) =>
        useDraftThing<ItemValue>("item:burger-piment", { client, initial, schema: itemValueSchema }),
      { initialProps: { initial: { value: dish, revision: 3 } } },
    );
    // A bulk change raised the prices; the list read the draft again.
    rerender({ initial: { value: { ...dish, price_pickup: 10.5 }, revision: 4 } });
    expect(result.current.value?.price_pickup).toBe(10.5);

    act(() => result.current.setField("name", "Burger maison"));
    rerender({ initial: { value: { ...dish, price_pickup: 11 }, revision: 5 } });
    expect(result.current.value).toMatchObject({ name: "Burger maison", price_pickup: 10.5 });
    act(() => result.current.flush());
    await answer(saved({ ...dish, name: "Burger maison", price_pickup: 10.5 }, 5));
  });

  it("finishes a save for its own thing when the form moves on to another one", async () => {
    const { client, sent, answer } = fakeClient();
    const other = { ...dish, name: "Burger piment (copie)" };
    const { result, rerender } = renderHook(
      ({ ref, initial }) => useDraftThing<ItemValue>(ref, { client, initial, schema: itemValueSchema }),
      {
        initialProps: {
          ref: "item:burger-piment" as const as `item:${string}`,
          initial: { value: dish, revision: 3 },
        },
      },
    );
    act(() => result.current.setField("allergens", ["gluten", "lait"]));
    // The owner duplicates the dish before the pause is over: the form opens the copy.
    rerender({ ref: "item:burger-piment-copie", initial: { value: other, revision: 1 } });
    expect(result.current.value).toEqual(other);
    expect(sent).toEqual([{ revision: 3, value: { ...dish, allergens: ["gluten", "lait"] } }]);

    act(() => result.current.setField("description", "La copie"));
    await answer(saved({ ...dish, allergens: ["gluten", "lait"] }, 4));
    // The first dish's answer changed nothing of the copy's form, nor sent the copy as the dish.
    expect(result.current.value).toEqual({ ...other, description: "La copie" });
    expect(sent).toHaveLength(1);
    act(() => result.current.flush());
    expect(sent[1]).toEqual({ revision: 1, value: { ...other, description: "La copie" } });
    expect(client.save).toHaveBeenLastCalledWith("item:burger-piment-copie", sent[1]);
  });

  it("never saves for a staff member, who reads the catalogue", () => {
    const { client, sent } = fakeClient();
    const { result } = renderHook(() =>
      useDraftThing<ItemValue>("item:burger-piment", {
        client,
        initial: { value: dish, revision: 3 },
        schema: itemValueSchema,
        readOnly: true,
      }),
    );
    act(() => result.current.setField("name", "Autre"));
    act(() => result.current.flush());
    expect(result.current.state).toBe("readOnly");
    expect(result.current.value?.name).toBe("Burger piment");
    expect(sent).toEqual([]);
  });
});
