// @vitest-environment happy-dom
import type { Setting } from "@comptoir/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import SiteFooter from "../components/site-footer.tsx";
import { useRestaurant } from "../lib/use-restaurant.ts";
import PrivacyPolicy from "./privacy-policy.tsx";
import TermsOfService from "./terms-of-service.tsx";

const identity: Setting[] = [
  { name: "contacts.name", value: "Le Piment" },
  { name: "contacts.address", value: "3 rue Mercière" },
  { name: "contacts.postal_code", value: "69002" },
  { name: "contacts.city", value: "Lyon" },
  { name: "contacts.phone", value: "04 00 00 00 00" },
  { name: "contacts.email", value: "bonjour@le-piment.example" },
  { name: "legal.company_name", value: "Le Piment SARL" },
  { name: "legal.legal_form", value: "SARL" },
  { name: "legal.siret", value: "123 456 789 00012" },
  { name: "legal.publication_director", value: "Inès Martin" },
  { name: "legal.host_name", value: "Hébergeur du test" },
];

/** The root's settings for the pages (as the root loader gives them), the footer under every page. */
function Root() {
  const { restaurant } = useRestaurant();
  return (
    <>
      <Outlet />
      <Suspense>
        <SiteFooter restaurant={restaurant} />
      </Suspense>
    </>
  );
}

function site(settings: Setting[], start: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ settings }),
      Component: Root,
      children: [
        { path: "terms-of-service", Component: TermsOfService },
        { path: "fr/terms-of-service", Component: TermsOfService },
        { path: "privacy-policy", Component: PrivacyPolicy },
      ],
    },
  ]);
  return render(<Stub initialEntries={[start]} />);
}

afterEach(cleanup);

describe("les mentions légales, en tête des conditions générales de vente", () => {
  it("montrent l'identité de l'éditeur et de l'hébergeur tirée des réglages, « non renseigné » pour ce qui manque", async () => {
    site(identity, "/terms-of-service");
    const notice = await screen.findByRole("region", { name: "Mentions légales" });
    expect(notice.id).toBe("mentions-legales");
    const fact = (label: string) => {
      const term = within(notice)
        .getAllByText(label, { selector: "dt" })
        .find((dt) => dt.nextElementSibling?.tagName === "DD");
      return term?.nextElementSibling?.textContent;
    };
    expect(fact("Raison sociale")).toBe("Le Piment SARL");
    expect(fact("SIRET")).toBe("123 456 789 00012");
    expect(fact("Directeur de la publication")).toBe("Inès Martin");
    expect(fact("Nom")).toBe("Hébergeur du test");
    // Not given in the settings: said so, never left blank.
    expect(fact("N° de TVA intracommunautaire")).toBe("non renseigné");
    expect(fact("Capital social")).toBe("non renseigné");
    for (const dd of notice.querySelectorAll("dd")) expect(dd.textContent?.trim()).not.toBe("");
  });

  it("les conditions reprennent les faits du restaurant, sans espace réservé oublié", async () => {
    site(identity, "/terms-of-service");
    const main = await screen.findByRole("main");
    expect(main.textContent).toContain("Le Piment SARL, qui exploite le restaurant Le Piment");
    expect(main.textContent).toContain("au restaurant, 3 rue Mercière, 69002 Lyon");
    expect(main.textContent).toContain("L221-28");
    // The mediator is not set here.
    expect(main.textContent).toContain(
      "dont nous relevons (articles L612-1 et suivants du Code de la consommation) : non renseigné",
    );
    expect(main.textContent).not.toMatch(/\{\w+\}/);
  });

  it("la politique de confidentialité nomme le responsable, ou dit qu'il n'est pas renseigné", async () => {
    site([{ name: "contacts.name", value: "Le Piment" }], "/privacy-policy");
    const main = await screen.findByRole("main");
    expect(main.textContent).toContain(
      "Le responsable du traitement est non renseigné (siège social : non renseigné), qui exploite le restaurant Le Piment.",
    );
    expect(main.textContent).toContain("CNIL");
    expect(main.textContent).not.toMatch(/\{\w+\}/);
  });
});

describe("le pied de page", () => {
  it("mène aux pages de contenu et aux pages légales, sous le préfixe de la page", async () => {
    site(identity, "/fr/terms-of-service");
    const footer = await screen.findByRole("contentinfo");
    const href = (name: string) => within(footer).getByRole("link", { name }).getAttribute("href");
    expect(href("Mentions légales")).toBe("/fr/terms-of-service#mentions-legales");
    expect(href("Conditions générales de vente")).toBe("/fr/terms-of-service");
    expect(href("Politique de confidentialité")).toBe("/fr/privacy-policy");
    expect(href("Politique de cookies")).toBe("/fr/cookie-policy");
    expect(href("Notre histoire")).toBe("/fr/about");
    expect(href("Contact et horaires")).toBe("/fr/contact");
    expect(href("04 00 00 00 00")).toBe("tel:0400000000");
    expect(href("bonjour@le-piment.example")).toBe("mailto:bonjour@le-piment.example");
  });

  it("ne montre que les réseaux sociaux renseignés", async () => {
    site(
      [
        ...identity,
        { name: "contacts.instagram", value: "https://www.instagram.com/lepiment/" },
        { name: "contacts.facebook", value: "" },
      ],
      "/terms-of-service",
    );
    const networks = await screen.findByRole("list", { name: "Suivez-nous" });
    const links = within(networks).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveProperty("href", "https://www.instagram.com/lepiment/");
    expect(links[0]?.getAttribute("aria-label")).toBe("Le Piment sur Instagram");
  });

  it("sans réseau renseigné, pas de liste vide", async () => {
    site(identity, "/terms-of-service");
    await screen.findByRole("contentinfo");
    expect(screen.queryByRole("list", { name: "Suivez-nous" })).toBeNull();
  });
});
