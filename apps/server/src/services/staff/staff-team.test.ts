import { openTestDatabase } from "@comptoir/db/testing";
import { describe, expect, it } from "vitest";
import { createStaffMember } from "../../testing/staff.ts";
import { passwordMatches } from "../accounts/passwords.ts";
import { staffOfToken } from "./staff-sessions.ts";
import { putStaffMember, staffByEmail } from "./staff-team.ts";

const NOW = new Date("2026-11-26T10:00:00Z");

describe("staff:create, ajouter ou remettre à jour un membre de l'équipe", () => {
  it("ajoute un membre inconnu, puis pour la même adresse change nom, rôle et mot de passe, et le déconnecte partout", async () => {
    const database = await openTestDatabase("pglite");
    try {
      const email = "awa@piment-rouge.test";
      const first = await putStaffMember(database.db, {
        email,
        name: "Awa",
        role: "staff",
        password: "ancien-mot-de-passe",
      });
      expect(first.created).toBe(true);
      expect(first.member).toMatchObject({ email, name: "Awa", role: "staff" });

      // A session of someone else stays open: only the member whose password changed is logged out.
      const other = await createStaffMember(database.db, { now: NOW });
      const { token } = await createStaffMember(database.db, { email: "karim@piment-rouge.test", now: NOW });
      const karim = await putStaffMember(database.db, {
        email: "karim@piment-rouge.test",
        name: "Karim B.",
        role: "owner",
        password: "nouveau-mot-de-passe",
      });
      expect(karim.created).toBe(false);
      expect(karim.member).toMatchObject({ name: "Karim B.", role: "owner" });
      expect(await passwordMatches(karim.member.passwordHash, "nouveau-mot-de-passe")).toBe(true);
      expect(await staffOfToken(database.db, token, NOW)).toBeNull();
      expect(await staffOfToken(database.db, other.token, NOW)).not.toBeNull();
      expect((await staffByEmail(database.db, email))?.id).toBe(first.member.id);
    } finally {
      await database.close();
    }
  }, 60_000);
});
