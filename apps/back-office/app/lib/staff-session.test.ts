import { describe, expect, it } from "vitest";
import { parseStaffSession } from "./staff-session.ts";

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

  it("is kept whatever this device's clock says of its expiry: only the server judges it", () => {
    expect(parseStaffSession({ ...session, expires_at: "2000-01-01T00:00:00.000Z" })).toEqual({
      ...session,
      expires_at: "2000-01-01T00:00:00.000Z",
    });
  });
});
