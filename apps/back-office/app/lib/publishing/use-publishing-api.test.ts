// @vitest-environment happy-dom
import type { StaffSessionPayload } from "@comptoir/contracts";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepStaffSession } from "../staff-session.ts";
import { usePublishingSession } from "./use-publishing-api.ts";

const member = (role: "owner" | "staff") =>
  ({ id: 1, email: "awa@comptoir.test", name: "Awa", role }) as const;
const session = (role: "owner" | "staff"): StaffSessionPayload => ({
  token: "jeton-awa",
  expires_at: "2026-11-27T03:00:00.000Z",
  member: member(role),
});

const wrapper = ({ children }: { children: ReactNode }) => createElement(MemoryRouter, null, children);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the publishing pages' session", () => {
  it("calls with the owner's token once the session is read", async () => {
    keepStaffSession(session("owner"));
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: "success", payload: [] })));
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => usePublishingSession(), { wrapper });
    await waitFor(() => expect(result.current.token).toBe("jeton-awa"));
    expect(result.current.isOwner).toBe(true);
    expect(result.current.member).toEqual(member("owner"));
    await result.current.api.versions();
    expect(fetch).toHaveBeenCalledWith(
      "/v2/staff/catalogue/versions",
      expect.objectContaining({ headers: expect.objectContaining({ authorization: "Bearer jeton-awa" }) }),
    );
  });

  it("is not the owner's for a member of the team, nor without a session", async () => {
    keepStaffSession(session("staff"));
    const team = renderHook(() => usePublishingSession(), { wrapper });
    await waitFor(() => expect(team.result.current.member).not.toBeNull());
    expect(team.result.current.isOwner).toBe(false);
    cleanup();

    localStorage.clear();
    const nobody = renderHook(() => usePublishingSession(), { wrapper });
    expect(nobody.result.current.token).toBeNull();
    expect(nobody.result.current.member).toBeNull();
    expect(nobody.result.current.isOwner).toBe(false);
  });
});
