// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import {
  AUTH_STORAGE_KEY,
  authStore,
  forgetSession,
  logIn,
  parseSession,
  userChanged,
} from "./auth-store.ts";

const user = {
  id: 7,
  email: "lea.martin@example.fr",
  first_name: "Léa",
  last_name: "Martin",
  phone: "06 12 34 56 78",
  address: null,
};

beforeEach(() => {
  localStorage.clear();
  authStore.reload();
});

describe("la session du client", () => {
  it("garde le jeton et l'utilisateur dans le stockage local, et les relit", () => {
    logIn({ token: "jeton-1", user });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? "null")).toEqual({ token: "jeton-1", user });
    authStore.reload();
    expect(authStore.get()).toEqual({ token: "jeton-1", user });
  });

  it("la déconnexion efface le jeton et l'utilisateur", () => {
    logIn({ token: "jeton-1", user });
    forgetSession();
    expect(authStore.get()).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    authStore.reload();
    expect(authStore.get()).toBeNull();
  });

  it("un profil modifié remplace l'utilisateur et garde le jeton ; sans session, rien ne change", () => {
    logIn({ token: "jeton-1", user });
    const moved = {
      ...user,
      first_name: "Léna",
      address: { address: "12 rue de Marseille", city: "Lyon", postal_code: "69007", country: "France" },
    };
    userChanged(moved);
    expect(authStore.get()).toEqual({ token: "jeton-1", user: moved });
    forgetSession();
    userChanged(moved);
    expect(authStore.get()).toBeNull();
  });

  it("ignore une valeur stockée qui n'est pas une session", () => {
    expect(parseSession(null)).toBeNull();
    expect(parseSession({ token: "", user })).toBeNull();
    expect(parseSession({ token: "jeton", user: { ...user, id: "7" } })).toBeNull();
    expect(parseSession({ token: "jeton", user: { ...user, address: "ailleurs" } })).toEqual({
      token: "jeton",
      user: { ...user, address: null },
    });
    localStorage.setItem(AUTH_STORAGE_KEY, "{pas du json");
    authStore.reload();
    expect(authStore.get()).toBeNull();
  });

  it("suit une connexion faite dans un autre onglet", () => {
    const seen: unknown[] = [];
    const stop = authStore.subscribe(() => seen.push(authStore.get()));
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: "jeton-2", user }));
    window.dispatchEvent(new StorageEvent("storage", { key: AUTH_STORAGE_KEY }));
    stop();
    expect(seen).toEqual([{ token: "jeton-2", user }]);
  });
});
