// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import {
  forgetRedirectTarget,
  LOGIN_REDIRECT_KEY,
  rememberRedirectTarget,
  safeRedirectTarget,
  takeRedirectTarget,
} from "./login-redirect.ts";

beforeEach(() => sessionStorage.clear());

describe("la page où revenir après la connexion", () => {
  it("revient à la page retenue, une seule fois, puis à l'accueil", () => {
    rememberRedirectTarget("/profile/ViewOrders?page=2");
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe("/profile/ViewOrders?page=2");
    expect(takeRedirectTarget()).toBe("/profile/ViewOrders?page=2");
    expect(takeRedirectTarget()).toBe("/");
  });

  it("sans page retenue, ou après la déconnexion, c'est l'accueil", () => {
    expect(takeRedirectTarget()).toBe("/");
    rememberRedirectTarget("/fr/menu");
    forgetRedirectTarget();
    expect(takeRedirectTarget()).toBe("/");
  });

  it("ne retient jamais un autre site ni une page de connexion", () => {
    for (const target of [
      "https://ailleurs.example",
      "//ailleurs.example",
      "/\\ailleurs",
      "menu",
      "/auth/login",
      "/fr/auth",
      "/auth?x=1",
    ]) {
      expect(safeRedirectTarget(target), target).toBeNull();
    }
    rememberRedirectTarget("//ailleurs.example");
    expect(takeRedirectTarget()).toBe("/");
    expect(safeRedirectTarget("/authentique")).toBe("/authentique");
    expect(safeRedirectTarget("/profile")).toBe("/profile");
  });

  it("une valeur stockée d'ailleurs n'est pas suivie", () => {
    sessionStorage.setItem(LOGIN_REDIRECT_KEY, "https://ailleurs.example");
    expect(takeRedirectTarget()).toBe("/");
  });
});
