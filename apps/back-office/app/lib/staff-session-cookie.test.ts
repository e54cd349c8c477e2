import { describe, expect, it } from "vitest";
import {
  STAFF_SESSION_COOKIE,
  staffSessionCookieWrite,
  staffTokenFromCookieHeader,
} from "./staff-session-cookie.ts";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";

describe("la copie du jeton de l'équipe pour les pages de /admin", () => {
  it("n'est écrite que pour /admin, pour les 16 heures de la session, et effacée sans session", () => {
    expect(staffSessionCookieWrite(TOKEN, true)).toBe(
      `${STAFF_SESSION_COOKIE}=${TOKEN}; Path=/admin; Max-Age=57600; SameSite=Lax; Secure`,
    );
    expect(staffSessionCookieWrite(null, false)).toBe(
      `${STAFF_SESSION_COOKIE}=; Path=/admin; Max-Age=0; SameSite=Lax`,
    );
    // Anything but a token's shape is never written: the copy is deleted instead.
    expect(staffSessionCookieWrite("session-inconnue", false)).toContain("Max-Age=0");
  });

  it("se lit dans l'en-tête Cookie, et seulement avec la forme d'un jeton", () => {
    expect(staffTokenFromCookieHeader(`autre=1; ${STAFF_SESSION_COOKIE}=${TOKEN}`)).toBe(TOKEN);
    expect(staffTokenFromCookieHeader(null)).toBeNull();
    expect(staffTokenFromCookieHeader(`session=${TOKEN}`)).toBeNull();
    expect(staffTokenFromCookieHeader(`${STAFF_SESSION_COOKIE}=<script>`)).toBeNull();
  });
});
