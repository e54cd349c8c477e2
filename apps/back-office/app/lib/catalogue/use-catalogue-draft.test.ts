// @vitest-environment happy-dom
import type { StaffSessionPayload } from "@comptoir/contracts";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepStaffSession, readStaffSession } from "../staff-session.ts";
import type { BulkBody, DraftPayload, DraftThingPayload } from "./draft-client.ts";
import { findThing, useCatalogueDraft } from "./use-catalogue-draft.ts";

const session = (role: "owner" | "staff"): StaffSessionPayload => ({
  token: "jeton-awa",
  expires_at: "2026-11-27T03:00:00.000Z",
  member: { id: 1, email: "awa@comptoir.test", name: "Awa", role },
});

const base = { revision: 1, updated_by_name: "Awa", updated_at: "2026-11-26T11:00:00.000Z" };
const menu = (key: string, position: number) =>
  ({
    ...base,
    ref: `menu:${key}`,
    kind: "menu",
    key,
    position,
    value: { name: key },
  }) as unknown as DraftThingPayload;
const category = (key: string, position: number) =>
  ({
    ...base,
    ref: `category:${key}`,
    kind: "category",
    key,
    position,
    value: { name: key },
  }) as unknown as DraftThingPayload;

const item = (key: string, position: number) =>
  ({
    ...base,
    ref: `item:${key}`,
    kind: "item",
    key,
    position,
    value: { name: key },
  }) as unknown as DraftThingPayload;

const draftOf = (...things: DraftThingPayload[]): DraftPayload => ({ things, version: null });

type Answer = { status: number; body: unknown };
const success = (payload: unknown, status = 200): Answer => ({
  status,
  body: { status: "success", payload },
});
const refusal = (status: number, message: string, code = "refused"): Answer => ({
  status,
  body: { status: "error", code, message },
});

/** The server as the test answers it: each "METHOD path" gets its answers in turn, the last one repeats. */
function fakeServer(routes: Record<string, Answer[]>) {
  const calls: { method: string; path: string; body: unknown; authorization: string | undefined }[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({
      method,
      path: input,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.authorization,
    });
    const answers = routes[`${method} ${input}`];
    if (!answers) throw new Error(`no answer for ${method} ${input}`);
    const answer = answers.length > 1 ? (answers.shift() as Answer) : (answers[0] as Answer);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return { calls, fetch };
}

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(MemoryRouter, { initialEntries: ["/admin/carte"] }, children);

function render() {
  return renderHook(() => ({ catalogue: useCatalogueDraft(), path: useLocation().pathname }), { wrapper });
}

const DRAFT = "/v2/staff/catalogue/draft";

beforeEach(() => {
  localStorage.clear();
  keepStaffSession(session("owner"));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the catalogue's shared draft", () => {
  it("reads the draft once with the session's token, editable for the owner", async () => {
    const server = fakeServer({ [`GET ${DRAFT}`]: [success(draftOf(menu("midi", 0)))] });
    const { result } = render();
    await waitFor(() => expect(result.current.catalogue.draft?.things).toHaveLength(1));
    expect(result.current.catalogue.readOnly).toBe(false);
    expect(result.current.catalogue.problem).toBeNull();
    expect(server.calls[0]?.authorization).toBe("Bearer jeton-awa");
  });

  it("is read-only for a member of the team who is not the owner", async () => {
    keepStaffSession(session("staff"));
    fakeServer({ [`GET ${DRAFT}`]: [success(draftOf())] });
    const { result } = render();
    await waitFor(() => expect(result.current.catalogue.draft).not.toBeNull());
    expect(result.current.catalogue.readOnly).toBe(true);
  });

  it("calls nothing without a session, and every action answers that nothing happened", async () => {
    localStorage.clear();
    const server = fakeServer({});
    const { result } = render();
    expect(result.current.catalogue.client).toBeNull();
    await act(async () => {
      await result.current.catalogue.reload();
      await result.current.catalogue.order("menu", ["midi"]);
      expect(await result.current.catalogue.remove(menu("midi", 0))).toBe(false);
      expect(await result.current.catalogue.create("menu:soir", { name: "Soir" }, 1)).toBeNull();
      expect(
        await result.current.catalogue.bulk({ action: "attach_group", group: "sauces", items: [] }),
      ).toBe(false);
    });
    expect(server.fetch).not.toHaveBeenCalled();
    expect(result.current.catalogue.draft).toBeNull();
  });

  it("says the server's refusal above the list, and forgets it once a read succeeds", async () => {
    fakeServer({
      [`GET ${DRAFT}`]: [refusal(503, "Le service est indisponible."), success(draftOf(menu("midi", 0)))],
    });
    const { result } = render();
    await waitFor(() => expect(result.current.catalogue.problem).toBe("Le service est indisponible."));
    expect(result.current.catalogue.draft).toBeNull();
    await act(() => result.current.catalogue.reload());
    expect(result.current.catalogue.problem).toBeNull();
    expect(result.current.catalogue.draft?.things).toHaveLength(1);
  });

  it("goes back to the login when the server refuses the session", async () => {
    fakeServer({ [`GET ${DRAFT}`]: [refusal(401, "Session expirée.", "unauthorized")] });
    const { result } = render();
    await waitFor(() => expect(result.current.path).toBe("/admin/connexion"));
    expect(readStaffSession()).toBeNull();
    expect(result.current.catalogue.problem).toBeNull();
  });

  it("shows a saved thing in the list at once, in place of its older self", async () => {
    fakeServer({ [`GET ${DRAFT}`]: [success(draftOf(menu("midi", 0), menu("soir", 1)))] });
    const { result } = render();
    await waitFor(() => expect(result.current.catalogue.draft).not.toBeNull());
    act(() => result.current.catalogue.putThing({ ...menu("midi", 0), revision: 2 }));
    const things = result.current.catalogue.draft?.things ?? [];
    expect(things).toHaveLength(2);
    expect(findThing(result.current.catalogue.draft, "menu:midi")?.revision).toBe(2);
  });

  it("ignores a saved thing while the draft is not read yet", async () => {
    fakeServer({ [`GET ${DRAFT}`]: [refusal(503, "Le service est indisponible.")] });
    const { result } = render();
    await waitFor(() => expect(result.current.catalogue.problem).not.toBeNull());
    act(() => result.current.catalogue.putThing(menu("midi", 0)));
    expect(result.current.catalogue.draft).toBeNull();
  });

  it("moves a menu's categories at once and sends the new order", async () => {
    const server = fakeServer({
      [`GET ${DRAFT}`]: [success(draftOf(menu("midi", 0), category("burgers", 0), category("salades", 1)))],
      [`POST ${DRAFT}/order`]: [success(null)],
    });
    const { result } = render();
    await waitFor(() => expect(result.current.catalogue.draft).not.toBeNull());
    await act(() => result.current.catalogue.order("menu:midi", ["salades", "burgers"]));
    const draft = result.current.catalogue.draft;
    expect(findThing(draft, "category:salades")?.position).toBe(0);
    expect(findThing(draft, "category:burgers")?.position).toBe(1);
    // The menu, another kind with none of these keys, keeps its place.
    expect(findThing(draft, "menu:midi")?.position).toBe(0);
    expect(server.calls.at(-1)).toMatchObject({
      method: "POST",
      path: `${DRAFT}/order`,
      body: { parent: "menu:midi", keys: ["salades", "burgers"] },
    });
  });

  it("moves menus among themselves, not a category that shares a key", async () => {
    fakeServer({
      [`GET ${DRAFT}`]: [success(draftOf(menu("midi", 0), menu("soir", 1), category("soir", 4)))],
      [`POST ${DRAFT}/order`]: [success(null)],
    });
    const { result } = render();
    await waitFor(() => expect(result.current.catalogue.draft).not.toBeNull());
    await act(() => result.current.catalogue.order("menu", ["soir", "midi"]));
    const draft = result.current.catalogue.draft;
    expect(findThing(draft, "menu:soir")?.position).toBe(0);
    expect(findThing(draft, "menu:midi")?.position).toBe(1);
    expect(findThing(draft, "category:soir")?.position).toBe(4);
  });

  it("puts a refused reorder back as the server has it", async () => {
    const server = fakeServer({
      [`GET ${DRAFT}`]: [success(draftOf(item("burger", 0), item("salade", 1)))],
      [`POST ${DRAFT}/order`]: [refusal(409, "La liste a changé entre-temps.", "stale_order")],
    });
    const { result } = render();
    await waitFor(() => expect(result.current.catalogue.draft).not.toBeNull());
    let sent: Promise<void> = Promise.resolve();
    act(() => {
      sent = result.current.catalogue.order("category:burgers", ["salade", "burger"]);
    });
    // Shown in its new place before the server answers…
    expect(findThing(result.current.catalogue.draft, "item:salade")?.position).toBe(0);
    await act(() => sent);
    // …and back in the server's order once it refused.
    expect(findThing(result.current.catalogue.draft, "item:burger")?.position).toBe(0);
    expect(findThing(result.current.catalogue.draft, "item:salade")?.position).toBe(1);
    // …saying why, after the draft was read again.
    expect(result.current.catalogue.problem).toBe("La liste a changé entre-temps.");
    expect(server.calls.filter((call) => call.path === DRAFT)).toHaveLength(2);
  });

  it("removes a thing with its revision and reads the draft again for what is left", async () => {
    const server = fakeServer({
      [`GET ${DRAFT}`]: [success(draftOf(menu("midi", 0), category("burgers", 0))), success(draftOf())],
      [`DELETE ${DRAFT}/things/menu:midi?revision=1`]: [success(null)],
    });
    const { result } = render();
    await waitFor(() => expect(result.current.catalogue.draft?.things).toHaveLength(2));
    let removed: boolean | undefined;
    await act(async () => {
      removed = await result.current.catalogue.remove(menu("midi", 0));
    });
    expect(removed).toBe(true);
    expect(result.current.catalogue.draft?.things).toEqual([]);
    expect(server.calls.map((call) => call.method)).toEqual(["GET", "DELETE", "GET"]);
  });

  it("keeps the thing when its removal is refused, and says why", async () => {
    fakeServer({
      [`GET ${DRAFT}`]: [success(draftOf(menu("midi", 0)))],
      [`DELETE ${DRAFT}/things/menu:midi?revision=1`]: [refusal(409, "Ce menu a changé entre-temps.")],
    });
    const { result } = render();
    await waitFor(() => expect(result.current.catalogue.draft).not.toBeNull());
    let removed: boolean | undefined;
    await act(async () => {
      removed = await result.current.catalogue.remove(menu("midi", 0));
    });
    expect(removed).toBe(false);
    expect(result.current.catalogue.problem).toBe("Ce menu a changé entre-temps.");
    expect(result.current.catalogue.draft?.things).toHaveLength(1);
  });

  it("creates a thing without a revision, at its place, and lists it at once", async () => {
    const made = { ...menu("soir", 1), value: { name: "Soir" } } as DraftThingPayload;
    const server = fakeServer({
      [`GET ${DRAFT}`]: [success(draftOf(menu("midi", 0)))],
      [`PUT ${DRAFT}/things/menu:soir`]: [success({ thing: made })],
    });
    const { result } = render();
    await waitFor(() => expect(result.current.catalogue.draft).not.toBeNull());
    let created: DraftThingPayload | null = null;
    await act(async () => {
      created = await result.current.catalogue.create("menu:soir", { name: "Soir" }, 1);
    });
    expect(created).toEqual(made);
    expect(server.calls.at(-1)?.body).toEqual({ revision: null, value: { name: "Soir" }, position: 1 });
    expect(findThing(result.current.catalogue.draft, "menu:soir")).toEqual(made);
  });

  it("creates nothing when the server refuses the new thing, and ends a dead session", async () => {
    fakeServer({
      [`GET ${DRAFT}`]: [success(draftOf())],
      [`PUT ${DRAFT}/things/menu:soir`]: [refusal(401, "Session expirée.", "unauthorized")],
    });
    const { result } = render();
    await waitFor(() => expect(result.current.catalogue.draft).not.toBeNull());
    let created: DraftThingPayload | null | undefined;
    await act(async () => {
      created = await result.current.catalogue.create("menu:soir", { name: "Soir" }, 0);
    });
    expect(created).toBeNull();
    await waitFor(() => expect(result.current.path).toBe("/admin/connexion"));
    expect(result.current.catalogue.problem).toBeNull();
  });

  it("applies a bulk change and reads the draft again; a refused one says why", async () => {
    const server = fakeServer({
      [`GET ${DRAFT}`]: [success(draftOf(menu("midi", 0)))],
      [`POST ${DRAFT}/bulk`]: [success({ things: [] }), refusal(400, "Choisissez au moins un plat.")],
    });
    const { result } = render();
    await waitFor(() => expect(result.current.catalogue.draft).not.toBeNull());
    const body: BulkBody = { action: "attach_group", group: "sauces", items: ["burger-piment"] };
    let applied: boolean | undefined;
    await act(async () => {
      applied = await result.current.catalogue.bulk(body);
    });
    expect(applied).toBe(true);
    expect(server.calls.filter((call) => call.path === DRAFT)).toHaveLength(2);
    expect(server.calls.find((call) => call.path === `${DRAFT}/bulk`)?.body).toEqual(body);

    await act(async () => {
      applied = await result.current.catalogue.bulk({ ...body, items: [] });
    });
    expect(applied).toBe(false);
    expect(result.current.catalogue.problem).toBe("Choisissez au moins un plat.");
    expect(server.calls.filter((call) => call.path === DRAFT)).toHaveLength(2);
  });
});

describe("a thing of the draft by its ref", () => {
  it("is null before the draft is read and for a ref the draft lacks", () => {
    expect(findThing(null, "menu:midi")).toBeNull();
    expect(findThing(draftOf(menu("midi", 0)), "menu:soir")).toBeNull();
    expect(findThing(draftOf(menu("midi", 0)), "menu:midi")?.key).toBe("midi");
  });
});
