// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../lib/auth-store.ts";
import { envelope, fakeFetch } from "../testing/shop-fixture.ts";
import Login from "./auth-login.tsx";
import Verify from "./auth-verify.tsx";

const user = {
  id: 7,
  email: "lea@example.fr",
  first_name: "Léa",
  last_name: "Martin",
  phone: "0612345678",
  address: null,
};
const loggedIn = () => envelope(200, { status: "success", payload: { token: "jeton", user } });

const Site = createRoutesStub([
  { path: "/", Component: () => <p>Accueil</p> },
  { path: "/auth/login", Component: Login },
  { path: "/auth/verify", Component: Verify },
]);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  authStore.reload();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("le code d'un nouveau compte", () => {
  it("part avec le mot de passe que la personne vient de taper, dans le corps de la requête", async () => {
    const calls = fakeFetch({
      "/v2/public/auth/login/": () =>
        envelope(403, { status: "error", code: "email_not_verified", message: "Confirmez d'abord." }),
      "/v2/public/auth/verify-otp/": loggedIn,
    });
    render(<Site initialEntries={["/auth/login"]} />);
    await userEvent.type(await screen.findByLabelText(/^E-mail/), "lea@example.fr");
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), "secret-123");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await userEvent.type(await screen.findByLabelText(/^Code à 6 chiffres/), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Valider le code" }));
    expect(await screen.findByText("Accueil")).toBeTruthy();
    const verify = calls.find((call) => call.path.includes("verify-otp"));
    expect(verify?.path).toBe("/v2/public/auth/verify-otp/");
    expect(verify?.init?.method).toBe("POST");
    expect(JSON.parse(String(verify?.init?.body))).toEqual({
      email: "lea@example.fr",
      otp: "123456",
      password: "secret-123",
    });
  });

  it("demande le mot de passe quand le serveur le réclame, puis l'envoie avec le code", async () => {
    let asked = false;
    const calls = fakeFetch({
      "/v2/public/auth/verify-otp/": () => {
        if (asked) return loggedIn();
        asked = true;
        return envelope(400, {
          status: "error",
          code: "password_required",
          message: "Pour confirmer votre compte, indiquez son mot de passe avec le code.",
        });
      },
    });
    render(<Site initialEntries={["/auth/verify"]} />);
    await userEvent.type(await screen.findByLabelText(/^E-mail/), "autre@example.fr");
    await userEvent.type(screen.getByLabelText(/^Code à 6 chiffres/), "654321");
    expect(screen.queryByLabelText(/^Mot de passe/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Valider le code" }));
    expect(await screen.findByText(/indiquez son mot de passe avec le code/)).toBeTruthy();
    expect(calls[0]?.init?.method ?? "GET").toBe("GET");
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), "mon-mot-de-passe");
    await userEvent.click(screen.getByRole("button", { name: "Valider le code" }));
    expect(await screen.findByText("Accueil")).toBeTruthy();
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({
      email: "autre@example.fr",
      otp: "654321",
      password: "mon-mot-de-passe",
    });
  });
});
