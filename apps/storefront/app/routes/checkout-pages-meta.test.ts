import { describe, expect, it } from "vitest";
import { meta as checkoutMeta } from "./checkout.tsx";
import { meta as successMeta } from "./success.tsx";

const root = {
  loaderData: {
    settings: [
      { name: "contacts.name", value: "Piment Rouge" },
      { name: "site.description", value: "Burgers et frites maison." },
    ],
  },
};
type MetaArgs = Parameters<typeof checkoutMeta>[0];
const args = { matches: [root] } as unknown as MetaArgs;

describe("la commande et sa confirmation se présentent aux moteurs de recherche", () => {
  it("la commande : titre au nom du restaurant, jamais indexée", () => {
    expect(checkoutMeta(args)).toEqual([
      { title: "Commande · Piment Rouge" },
      { name: "description", content: "Burgers et frites maison." },
      { name: "robots", content: "noindex, nofollow" },
    ]);
  });

  it("la confirmation : titre au nom du restaurant, jamais indexée", () => {
    expect(successMeta(args as unknown as Parameters<typeof successMeta>[0])).toEqual([
      { title: "Suivi de commande · Piment Rouge" },
      { name: "description", content: "Burgers et frites maison." },
      { name: "robots", content: "noindex, nofollow" },
    ]);
  });
});
