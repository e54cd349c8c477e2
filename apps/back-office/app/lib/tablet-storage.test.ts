// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { keepBoardSound, readBoardSound } from "./chime.ts";
import { keepStaffSession, readStaffSession } from "./staff-session.ts";
import { keep, readKept } from "./tablet-storage.ts";

afterEach(() => localStorage.clear());

describe("what the tablet keeps", () => {
  it("reads back what it kept, and nothing for what it forgot or cannot read", () => {
    keep("essai", { a: 1 });
    expect(readKept("essai")).toEqual({ a: 1 });
    keep("essai", null);
    expect(localStorage.getItem("essai")).toBeNull();
    localStorage.setItem("essai", "{pas du json");
    expect(readKept("essai")).toBeNull();
  });

  it("keeps the staff session and the sound's choice under their keys", () => {
    const session = {
      token: "t",
      expires_at: "2026-11-25T03:00:00.000Z",
      member: { id: 1, email: "chef@example.fr", name: "Samir", role: "owner" as const },
    };
    keepStaffSession(session);
    expect(JSON.parse(localStorage.getItem("staff-session") ?? "null")).toEqual(session);
    expect(readStaffSession()).toEqual(session);
    keepStaffSession(null);
    expect(readStaffSession()).toBeNull();
    expect(readBoardSound()).toBe(false);
    keepBoardSound(true);
    expect(readBoardSound()).toBe(true);
  });
});
