// @vitest-environment happy-dom
import { cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAccountOrders } from "../lib/account/use-account-orders.ts";
import { authStore, forgetSession, logIn } from "../lib/auth-store.ts";
import { envelope, fakeFetch } from "../testing/shop-fixture.ts";
import Login from "./auth-login.tsx";
import Profile from "./profile.tsx";
import ViewAccount from "./profile-account.tsx";

const user = {
  id: 7,
  email: "lea@example.fr",
  first_name: "Léa",
  last_name: "Martin",
  phone: "0612345678",
  address: null,
};

function Where() {
  const { pathname, state } = useLocation();
  return (
    <p data-testid="ou">
      {pathname} {state ? JSON.stringify(state) : ""}
    </p>
  );
}

const Site = createRoutesStub([
  { path: "/", Component: Where },
  { path: "/auth/login", Component: Login },
  { path: "/auth/verify", Component: Where },
  // No cookie copy of the session reaches the server here: the page reads the browser's session.
  {
    path: "/profile",
    Component: Profile,
    loader: () => ({ user: null }),
    children: [{ index: true, Component: ViewAccount }],
  },
]);

function site(start: string) {
  return render(<Site initialEntries={[start]} />);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  authStore.reload();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("la connexion", () => {
  it("un visiteur du profil va à la connexion, puis revient au profil une fois connecté", async () => {
    const calls = fakeFetch({
      "/v2/public/auth/login/": () => envelope(200, { status: "success", payload: { token: "jeton", user } }),
    });
    site("/profile");
    const email = await screen.findByLabelText(/^E-mail/);
    await userEvent.type(email, "lea@example.fr");
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), "secret-123");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByText("Bonjour Léa")).toBeTruthy();
    expect(authStore.get()).toEqual({ token: "jeton", user });
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      email: "lea@example.fr",
      password: "secret-123",
    });
  });

  it("dit les erreurs d'un champ quitté, puis toutes à l'envoi, et met le focus sur la première", async () => {
    const calls = fakeFetch({});
    site("/auth/login");
    const email = screen.getByLabelText(/^E-mail/);
    await userEvent.type(email, "lea@");
    expect(screen.queryByText("L'adresse e-mail n'est pas valide")).toBeNull();
    await userEvent.tab();
    expect(screen.getByText("L'adresse e-mail n'est pas valide")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe("connexion-email-erreur");
    await userEvent.clear(email);
    await userEvent.type(email, "lea@example.fr");
    expect(screen.queryByText("L'adresse e-mail n'est pas valide")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(screen.getByText("Le mot de passe est obligatoire")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Mot de passe/));
    expect(calls).toEqual([]);
  });

  it("montre le message du serveur ; une adresse jamais confirmée mène à la saisie du code", async () => {
    let answer = envelope(401, {
      status: "error",
      code: "wrong_credentials",
      message: "E-mail ou mot de passe incorrect.",
    });
    fakeFetch({ "/v2/public/auth/login/": () => answer });
    site("/auth/login");
    await userEvent.type(screen.getByLabelText(/^E-mail/), "lea@example.fr");
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), "secret-123");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    expect((await screen.findByRole("alert")).textContent).toBe("E-mail ou mot de passe incorrect.");
    answer = envelope(403, { status: "error", code: "email_not_verified", message: "Confirmez d'abord." });
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await waitFor(() => expect(screen.getByTestId("ou").textContent).toContain("/auth/verify"));
    expect(screen.getByTestId("ou").textContent).toContain(
      '"email":"lea@example.fr","notice":"Confirmez d\'abord."',
    );
  });

  it("la déconnexion ferme la session au serveur, l'oublie, et mène à l'accueil", async () => {
    logIn({ token: "jeton", user });
    const calls = fakeFetch({
      "/v2/public/auth/logout/": () => envelope(200, { status: "success", payload: {} }),
    });
    site("/profile");
    await userEvent.click(await screen.findByRole("button", { name: "Se déconnecter" }));
    await waitFor(() => expect(screen.getByTestId("ou").textContent?.trim()).toBe("/"));
    expect(authStore.get()).toBeNull();
    expect((calls[0]?.init?.headers ?? {}) as Record<string, string>).toMatchObject({
      authorization: "Bearer jeton",
    });
  });
});

describe("les commandes du compte", () => {
  it("lit une page, et une session expirée est oubliée", async () => {
    const page = { orders: [], page: 1, limit: 20, total: 0 };
    let expired = false;
    fakeFetch({
      "/v2/public/auth/orders": () =>
        expired
          ? envelope(401, { status: "error", code: "not_logged_in", message: "Vous n'êtes pas connecté." })
          : envelope(200, { status: "success", payload: page }),
    });
    logIn({ token: "jeton", user });
    const { result } = renderHook(() => useAccountOrders({ token: "jeton", user }, 1));
    await waitFor(() => expect(result.current.state).toEqual({ kind: "ready", page }));
    expired = true;
    result.current.retry();
    await waitFor(() =>
      expect(result.current.state).toEqual({ kind: "failed", message: "Vous n'êtes pas connecté." }),
    );
    expect(authStore.get()).toBeNull();
    forgetSession();
  });
});
