import { describe, expect, it } from "vitest";
import { liveStaffSession, parseStaffSession } from "./staff-session.ts";

const session = {
  token: "t0k3n",
  expires_at: "2026-11-25T03:00:00.000Z",
  member: { id: 1, email: "chef@example.fr", name: "Samir", role: "owner" as const },
};

describe("the staff session kept on the tablet", () => {
  it("is read back only whole", () => {
    expect(parseStaffSession(session)).toEqual(session);
    expect(parseStaffSession({ ...session, token: "" })).toBeNull();
    expect(parseStaffSession({ token: "x" })).toBeNull();
    expect(parseStaffSession("t0k3n")).toBeNull();
    expect(parseStaffSession(null)).toBeNull();
  });

  it("is forgotten once expired", () => {
    expect(liveStaffSession(session, Date.parse("2026-11-25T02:59:59.000Z"))).toEqual(session);
    expect(liveStaffSession(session, Date.parse("2026-11-25T03:00:00.000Z"))).toBeNull();
    expect(liveStaffSession({ ...session, expires_at: "demain" }, 0)).toBeNull();
  });
});
