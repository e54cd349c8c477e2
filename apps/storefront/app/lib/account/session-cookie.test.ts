import { describe, expect, it } from "vitest";
import { SESSION_COOKIE, sessionCookieWrites, tokenFromCookieHeader } from "./session-cookie.ts";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";

describe("la copie du jeton de session pour les pages du profil", () => {
  it("n'est écrite que pour les chemins du profil, et effacée sans session", () => {
    const writes = sessionCookieWrites(TOKEN, ["/profile", "/fr/profile"], true);
    expect(writes).toEqual([
      `${SESSION_COOKIE}=${TOKEN}; Path=/profile; Max-Age=2592000; SameSite=Lax; Secure`,
      `${SESSION_COOKIE}=${TOKEN}; Path=/fr/profile; Max-Age=2592000; SameSite=Lax; Secure`,
    ]);
    expect(sessionCookieWrites(null, ["/profile"], false)).toEqual([
      `${SESSION_COOKIE}=; Path=/profile; Max-Age=0; SameSite=Lax`,
    ]);
    // Anything but a token's shape is never written: the copy is deleted instead.
    expect(sessionCookieWrites("a;b=c", ["/profile"], false)[0]).toContain("Max-Age=0");
  });

  it("se lit dans l'en-tête Cookie, parmi d'autres, et seulement avec la forme d'un jeton", () => {
    expect(tokenFromCookieHeader(`cart=1.x; ${SESSION_COOKIE}=${TOKEN}; autre=1`)).toBe(TOKEN);
    expect(tokenFromCookieHeader(null)).toBeNull();
    expect(tokenFromCookieHeader("cart=1.x")).toBeNull();
    expect(tokenFromCookieHeader(`${SESSION_COOKIE}=`)).toBeNull();
    expect(tokenFromCookieHeader(`${SESSION_COOKIE}=<script>`)).toBeNull();
    expect(tokenFromCookieHeader(`${SESSION_COOKIE}=${"a".repeat(201)}`)).toBeNull();
    expect(tokenFromCookieHeader(`mysession=${TOKEN}`)).toBeNull();
  });
});
