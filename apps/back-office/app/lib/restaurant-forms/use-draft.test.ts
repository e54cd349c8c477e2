// @vitest-environment happy-dom
import type { StaffSessionPayload } from "@comptoir/contracts";
import { staffAccountsApi } from "@comptoir/messages";
import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DraftThingPayload } from "../catalogue/draft-client.ts";
import { keepStaffSession, readStaffSession } from "../staff-session.ts";
import { initialOf, useDraft } from "./use-draft.ts";

const session = (role: "owner" | "staff"): StaffSessionPayload => ({
  token: "jeton-awa",
  expires_at: "2026-11-27T03:00:00.000Z",
  member: { id: 1, email: "awa@comptoir.test", name: "Awa", role },
});

const payments = {
  ref: "settings:payments",
  kind: "settings",
  key: "payments",
  position: 0,
  value: { card: true },
  revision: 4,
  updated_by_name: "Awa",
  updated_at: "2026-11-26T11:00:00.000Z",
} as unknown as DraftThingPayload;

type Answer = { status: number; body: unknown };
const success = (payload: unknown): Answer => ({ status: 200, body: { status: "success", payload } });
const refusal = (status: number, message: string, code: string): Answer => ({
  status,
  body: { status: "error", code, message },
});
const passwordAsked = refusal(403, staffAccountsApi.passwordRequired, "password_required");

/** The server as the test answers it: each "METHOD path" gets its answers in turn, the last one repeats. */
function fakeServer(routes: Record<string, Answer[]>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${input}`;
    calls.push(key);
    const answers = routes[key];
    if (!answers) throw new Error(`no answer for ${key}`);
    const answer = answers.length > 1 ? (answers.shift() as Answer) : (answers[0] as Answer);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal("fetch", fetch);
  return { calls, fetch };
}

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(MemoryRouter, { initialEntries: ["/admin/restaurant"] }, children);

function render(options?: { sensitive?: boolean }) {
  return renderHook(() => ({ draft: useDraft(options), path: useLocation().pathname }), { wrapper });
}

const DRAFT = "/v2/staff/catalogue/draft";
const SAVE = `${DRAFT}/things/settings:payments`;
const body = { revision: 4, value: { card: false } };

beforeEach(() => {
  localStorage.clear();
  keepStaffSession(session("owner"));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the restaurant forms' draft", () => {
  it("reads every thing once, and lets the owner edit", async () => {
    fakeServer({ [`GET ${DRAFT}`]: [success({ things: [payments], version: null })] });
    const { result } = render();
    await waitFor(() => expect(result.current.draft.things).toEqual([payments]));
    expect(result.current.draft.readOnly).toBe(false);
    expect(result.current.draft.problem).toBeNull();
    expect(result.current.draft.prompt).toBeNull();
  });

  it("is read-only for the team, and without a session reads nothing", async () => {
    keepStaffSession(session("staff"));
    fakeServer({ [`GET ${DRAFT}`]: [success({ things: [], version: null })] });
    const { result } = render();
    await waitFor(() => expect(result.current.draft.things).toEqual([]));
    expect(result.current.draft.readOnly).toBe(true);
    cleanup();

    localStorage.clear();
    const server = fakeServer({});
    const alone = render();
    expect(alone.result.current.draft.client).toBeNull();
    expect(alone.result.current.draft.readOnly).toBe(true);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it("says why the draft could not be read", async () => {
    fakeServer({ [`GET ${DRAFT}`]: [refusal(503, "Le service est indisponible.", "unavailable")] });
    const { result } = render();
    await waitFor(() => expect(result.current.draft.problem).toBe("Le service est indisponible."));
    expect(result.current.draft.things).toBeNull();
  });

  it("goes back to the login when the session is refused, or when a form says so", async () => {
    fakeServer({ [`GET ${DRAFT}`]: [refusal(401, "Session expirée.", "unauthorized")] });
    const { result } = render();
    await waitFor(() => expect(result.current.path).toBe("/admin/connexion"));
    expect(readStaffSession()).toBeNull();
    cleanup();

    keepStaffSession(session("owner"));
    fakeServer({ [`GET ${DRAFT}`]: [success({ things: [], version: null })] });
    const form = render();
    await waitFor(() => expect(form.result.current.draft.things).toEqual([]));
    act(() => form.result.current.draft.onUnauthorized());
    expect(form.result.current.path).toBe("/admin/connexion");
  });

  it("saves plainly when the form is not sensitive: an old password is the form's refusal", async () => {
    const server = fakeServer({
      [`GET ${DRAFT}`]: [success({ things: [payments], version: null })],
      [`PUT ${SAVE}`]: [passwordAsked],
    });
    const { result } = render();
    await waitFor(() => expect(result.current.draft.things).not.toBeNull());
    let answer: ApiResult<unknown> | undefined;
    await act(async () => {
      answer = await result.current.draft.client?.save("settings:payments", body);
    });
    expect(answer).toMatchObject({ ok: false, status: 403, code: "password_required" });
    expect(result.current.draft.prompt).toBeNull();
    expect(server.calls.filter((call) => call.startsWith("PUT"))).toHaveLength(1);
  });

  it("asks the password again for a sensitive save, then saves once more", async () => {
    const server = fakeServer({
      [`GET ${DRAFT}`]: [success({ things: [payments], version: null })],
      [`PUT ${SAVE}`]: [passwordAsked, success({ thing: { ...payments, revision: 5 } })],
      "POST /v2/staff/auth/confirm": [success(null)],
    });
    const { result } = render({ sensitive: true });
    await waitFor(() => expect(result.current.draft.things).not.toBeNull());
    let saving: Promise<ApiResult<unknown>> | undefined;
    act(() => {
      saving = result.current.draft.client?.save("settings:payments", body);
    });
    await waitFor(() => expect(result.current.draft.prompt).not.toBeNull());
    await act(async () => {
      await result.current.draft.prompt?.confirm("le-bon");
    });
    await expect(saving).resolves.toMatchObject({ ok: true, payload: { thing: { revision: 5 } } });
    expect(server.calls.filter((call) => call.startsWith("PUT"))).toHaveLength(2);
  });

  it("keeps the server's refusal when the password question is closed", async () => {
    const server = fakeServer({
      [`GET ${DRAFT}`]: [success({ things: [payments], version: null })],
      [`PUT ${SAVE}`]: [passwordAsked],
    });
    const { result } = render({ sensitive: true });
    await waitFor(() => expect(result.current.draft.things).not.toBeNull());
    let saving: Promise<ApiResult<unknown>> | undefined;
    act(() => {
      saving = result.current.draft.client?.save("settings:payments", body);
    });
    await waitFor(() => expect(result.current.draft.prompt).not.toBeNull());
    act(() => result.current.draft.prompt?.cancel());
    await expect(saving).resolves.toEqual({
      ok: false,
      status: 403,
      code: "password_required",
      message: staffAccountsApi.passwordRequired,
    });
    expect(server.calls.filter((call) => call.startsWith("PUT"))).toHaveLength(1);
  });
});

describe("a form's starting point", () => {
  it("waits for the draft, then takes the thing's value and revision, else the default as new", () => {
    expect(initialOf(null, "settings:payments", { card: false })).toBeNull();
    expect(initialOf([payments], "settings:payments", { card: false })).toEqual({
      value: { card: true },
      revision: 4,
    });
    expect(initialOf([payments], "settings:hours", { days: [] })).toEqual({
      value: { days: [] },
      revision: null,
    });
  });
});
