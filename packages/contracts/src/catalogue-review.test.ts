import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// Beside the demo file it edits, as the file itself is read from there.
import { randomRestaurantFile } from "../../db/seed/random-restaurant-file.ts";
import { type CatalogueProblem, catalogueChanges, catalogueProblems } from "./catalogue-review.ts";
import { type RestaurantFile, restaurantFileSchema } from "./restaurant-file.ts";

const demo = restaurantFileSchema.parse(
  JSON.parse(readFileSync(new URL("../../db/seed/demo-restaurant.json", import.meta.url), "utf8")),
);

/** The demo with the burger first in the evening's burgers, named as the examples name it. */
function base(): RestaurantFile {
  const file = structuredClone(demo);
  const burger = burgerOf(file);
  burger.name = "Burger Piment";
  burger.price_pickup = 9.5;
  burger.price_delivery = 10.5;
  return file;
}

function burgersOf(file: RestaurantFile) {
  const category = file.menus
    .find((menu) => menu.key === "soir")
    ?.categories.find((c) => c.key === "burgers");
  if (!category) throw new Error("démo sans burgers");
  return category;
}

function burgerOf(file: RestaurantFile) {
  const burger = burgersOf(file).items.find((item) => item.key === "burger-piment-rouge");
  if (!burger) throw new Error("démo sans burger");
  return burger;
}

function offerOf(file: RestaurantFile, key: string) {
  const offer = file.offers.find((candidate) => candidate.key === key);
  if (!offer) throw new Error(`démo sans offre ${key}`);
  return offer;
}

/** The change lines of one edit of the base file, as `ref | text`. */
function changesOf(edit: (file: RestaurantFile) => void): string[] {
  const before = base();
  const after = structuredClone(before);
  edit(after);
  return catalogueChanges(before, after).map((change) => `${change.ref} | ${change.text}`);
}

/** Euros as the shop writes them, with its no-break spaces. */
const e = (text: string) => text.replace(/ €/g, "\u00a0€").replace(/ %/g, "\u00a0%");

describe("les changements d'une publication, en français", () => {
  it("ne dit rien quand rien ne change", () => {
    expect(catalogueChanges(demo, structuredClone(demo))).toEqual([]);
  });

  it("dit chaque prix, la TVA, les allergènes et la visibilité d'un plat", () => {
    expect(
      changesOf((file) => {
        const burger = burgerOf(file);
        burger.price_pickup = 9.9;
        burger.price_delivery = 10.9;
        burger.tax_rate = 5.5;
        burger.allergens = [...burger.allergens.filter((a) => a !== "lait"), "céleri"];
        burger.visible = false;
      }),
    ).toEqual([
      e("item:burger-piment-rouge | Burger Piment : prix à emporter 9,50 € → 9,90 €"),
      e("item:burger-piment-rouge | Burger Piment : prix en livraison 10,50 € → 10,90 €"),
      e("item:burger-piment-rouge | Burger Piment : TVA 10 % → 5,5 %"),
      "item:burger-piment-rouge | Burger Piment : allergènes ajoutés : céleri",
      "item:burger-piment-rouge | Burger Piment : allergènes retirés : lait",
      "item:burger-piment-rouge | Burger Piment : masqué de la carte",
    ]);
    expect(
      changesOf((file) => {
        burgerOf(file).allergens.push("sésame");
      }),
    ).toEqual([]);
  });

  it("dit un nouveau plat, un plat retiré, un plat renommé, déplacé, et l'ordre changé", () => {
    expect(
      changesOf((file) => {
        burgersOf(file).items.push({
          ...burgerOf(file),
          key: "wrap-feu",
          name: "Wrap Feu",
          price_pickup: 8.9,
          price_delivery: 8.9,
        });
      }),
    ).toEqual([e("item:wrap-feu | Nouveau plat : Wrap Feu (Burgers, 8,90 €)")]);
    expect(
      changesOf((file) => {
        burgersOf(file).items.push({
          ...burgerOf(file),
          key: "wrap-feu",
          name: "Wrap Feu",
          price_pickup: 8.9,
          price_delivery: 9.9,
        });
      }),
    ).toEqual([
      e("item:wrap-feu | Nouveau plat : Wrap Feu (Burgers, 8,90 € à emporter, 9,90 € en livraison)"),
    ]);
    expect(
      changesOf((file) => {
        const poulet = file.menus[1]?.categories.find((category) => category.key === "poulet");
        if (poulet) poulet.items = poulet.items.filter((item) => item.key !== "tenders-5");
      }),
    ).toEqual(["item:tenders-5 | Plat retiré : Tenders croustillants · 5 pièces"]);
    expect(
      changesOf((file) => {
        burgerOf(file).name = "Burger Piment Rouge";
      }),
    ).toEqual(["item:burger-piment-rouge | Plat renommé : Burger Piment → Burger Piment Rouge"]);
    expect(
      changesOf((file) => {
        burgersOf(file).items.reverse();
      }),
    ).toEqual(["category:burgers | Burgers : ordre des plats changé"]);
    expect(
      changesOf((file) => {
        const burgers = burgersOf(file);
        const [burger] = burgers.items.splice(0, 1);
        const poulet = file.menus[1]?.categories.find((category) => category.key === "poulet");
        if (burger) poulet?.items.push(burger);
      }),
    ).toEqual(["item:burger-piment-rouge | Burger Piment : déplacé dans la catégorie Poulet croustillant"]);
  });

  it("dit les horaires d'un menu par jour et par service", () => {
    expect(
      changesOf((file) => {
        const soir = file.menus.find((menu) => menu.key === "soir");
        if (!soir) throw new Error("démo sans soir");
        soir.name = "Menu du soir";
        soir.hours.pickup.tue = [["18:30", "23:00"]];
        soir.hours.delivery.wed = [];
      }),
    ).toEqual([
      "menu:soir | Menu renommé : Soir → Menu du soir",
      "menu:soir | Menu du soir : mardi (à emporter) 18:00–23:00 → 18:30–23:00",
      "menu:soir | Menu du soir : mercredi (en livraison) 18:30–22:30 → fermé",
    ]);
  });

  it("dit les choix d'un groupe d'options", () => {
    expect(
      changesOf((file) => {
        const sauces = file.option_groups.find((group) => group.key === "sauces-extra");
        if (!sauces) throw new Error("démo sans sauces");
        sauces.name = "Sauces";
        sauces.choices.push({
          key: "harissa",
          name: "Harissa",
          price: 0.5,
          max_quantity: 1,
          tax_rate: null,
          allergens: [],
        });
        sauces.choices = sauces.choices.filter((choice) => choice.key !== "extra-ketchup");
        const blanche = sauces.choices.find((choice) => choice.key === "extra-blanche");
        if (blanche) blanche.price = 0.8;
        sauces.max = 2;
      }),
    ).toEqual([
      "group:sauces-extra | Groupe d'options renommé : Sauces en plus → Sauces",
      "group:sauces-extra | Sauces : maximum 3 → 2",
      e("group:sauces-extra | Sauces : « Blanche ail & fines herbes » prix +0,50 € → +0,80 €"),
      e("group:sauces-extra | Sauces : choix ajouté « Harissa » (+0,50 €)"),
      "group:sauces-extra | Sauces : choix retiré « Ketchup »",
    ]);
  });

  it("dit le nom, la quantité, la TVA et les allergènes d'un choix, et l'ordre des choix et des groupes", () => {
    expect(
      changesOf((file) => {
        const sauces = file.option_groups.find((group) => group.key === "sauces-extra");
        const [first, second] = sauces?.choices ?? [];
        if (!sauces || !first || !second) throw new Error("démo sans sauces");
        first.name = "Sauce maison";
        first.max_quantity = first.max_quantity + 1;
        first.tax_rate = 5.5;
        first.allergens = [...first.allergens, "moutarde"];
        sauces.min = 1;
        sauces.choices = [second, first, ...sauces.choices.slice(2)];
        file.option_groups.reverse();
      }),
    ).toEqual([
      "group:sauces-extra | Sauces en plus : minimum 0 → 1",
      "group:sauces-extra | Sauces en plus : choix « Sauce Piment Rouge maison » renommé « Sauce maison »",
      "group:sauces-extra | Sauces en plus : « Sauce maison » quantité maximale 3 → 4",
      e("group:sauces-extra | Sauces en plus : « Sauce maison » TVA celle du plat → 5,5 %"),
      "group:sauces-extra | Sauces en plus : « Sauce maison » allergènes ajoutés : moutarde",
      "group:sauces-extra | Sauces en plus : ordre des choix changé",
      // The groups' order is one line, on the group now first.
      "group:toppings | Groupes d'options : ordre des groupes changé",
    ]);
  });

  it("nomme une offre par son code, et dit son minimum, son activation et ses cibles", () => {
    expect(
      changesOf((file) => {
        const bienvenue = offerOf(file, "bienvenue5");
        bienvenue.minimum_amount = 25;
        bienvenue.is_active = false;
        offerOf(file, "cookie-offert").items = ["cookie-chocolat", "cookie-cacahuete"];
      }),
    ).toEqual([
      e("offer:bienvenue5 | Offre BIENVENUE5 : minimum 20,00 € → 25,00 €"),
      "offer:bienvenue5 | Offre BIENVENUE5 : désactivée",
      "offer:cookie-offert | Offre Un cookie offert dès 25 € : plats visés Cookie géant tout chocolat → Cookie géant tout chocolat, Cookie beurre de cacahuète",
    ]);
  });

  it("dit les menus, catégories, groupes et offres ajoutés, retirés, renommés ou déplacés", () => {
    expect(
      changesOf((file) => {
        const [midi, soir, boissons] = file.menus;
        if (!midi || !soir || !boissons) throw new Error("démo sans ses menus");
        const desserts = boissons.categories.pop();
        if (desserts) soir.categories.push({ ...desserts, name: "Douceurs" });
        file.menus = [
          soir,
          boissons,
          {
            ...midi,
            key: "brunch",
            name: "Brunch",
            categories: [
              { key: "brunch-sale", name: "Salé", description: "", photo: null, make_time: null, items: [] },
            ],
          },
        ];
        file.option_groups.push({ key: "cuisson", name: "Cuisson", min: 0, max: 1, choices: [] });
        file.option_groups = file.option_groups.filter((group) => group.key !== "sauces-extra");
        offerOf(file, "piment20").name = "-25 % sur toute la carte";
        file.offers = file.offers.filter((offer) => offer.key !== "cookie-offert");
        file.offers.push({
          ...offerOf(file, "bienvenue5"),
          key: "fidelite",
          name: "Fidélité",
          code: "MERCI",
        });
        for (const offer of file.offers) offer.menus = offer.menus.filter((key) => key !== "midi");
      }).filter((line) => !line.startsWith("item:") && !line.includes("visés")),
    ).toEqual([
      "group:cuisson | Nouveau groupe d'options : Cuisson",
      "group:sauces-extra | Groupe d'options retiré : Sauces en plus",
      "category:desserts | Catégorie renommée : Desserts → Douceurs",
      "category:desserts | Douceurs : déplacée dans le menu Soir",
      "menu:brunch | Nouveau menu : Brunch",
      "category:brunch-sale | Nouvelle catégorie : Salé (Brunch)",
      "menu:midi | Menu retiré : Midi",
      "category:formules-midi | Catégorie retirée : Formules du midi",
      "category:bowls-salades | Catégorie retirée : Bowls & salades",
      "category:wraps | Catégorie retirée : Wraps",
      "offer:piment20 | Offre renommée : -20 % sur toute la carte → -25 % sur toute la carte",
      "offer:fidelite | Nouvelle offre : Fidélité",
      "offer:cookie-offert | Offre retirée : Un cookie offert dès 25 €",
    ]);
  });

  it("dit les réglages avec leur nom lisible, ou leur nom brut", () => {
    expect(
      changesOf((file) => {
        file.settings["contacts.phone"] = "04 78 00 00 00";
        file.settings["features.delivery.minimum_order"] = 20;
        file.settings["payments.paypal.active"] = true;
        file.settings["maison.secret"] = "oui";
      }),
    ).toEqual([
      "settings:contacts | Réglages : téléphone 04 78 58 21 37 → 04 78 00 00 00",
      "settings:payments | Réglages : paiement PayPal non → oui",
      e("settings:features | Réglages : minimum de commande en livraison 15,00 € → 20,00 €"),
      "settings:maison | Réglages : maison.secret ajouté : oui",
    ]);
  });

  it("dit les zones de livraison par code postal", () => {
    expect(
      changesOf((file) => {
        file.zones = file.zones.filter((zone) => zone.postal_code !== "69003");
        const zone = file.zones.find((candidate) => candidate.postal_code === "69007");
        if (zone) zone.delivery_fee = 2;
      }),
    ).toEqual([
      e("zones:all | Zones de livraison : 69007 frais 1,50 € → 2,00 €"),
      "zones:all | Zones de livraison : 69003 retirée",
    ]);
    const before = base();
    const after = structuredClone(before);
    before.zones = before.zones.filter((zone) => zone.postal_code !== "69003");
    expect(catalogueChanges(before, after).map((change) => change.text)).toEqual([
      "Zones de livraison : 69003 ajoutée",
    ]);
  });

  it("dit une photo ajoutée, changée, recadrée ou retirée, d'un plat, d'une catégorie et du restaurant", () => {
    const photo = { id: "a".repeat(64), crop: { x: 0, y: 0, width: 1, height: 0.75 } };
    const other = { id: "b".repeat(64), crop: photo.crop };
    const reframed = { id: photo.id, crop: { x: 0, y: 0.25, width: 1, height: 0.75 } };
    const hero = { id: "c".repeat(64), crop: { x: 0, y: 0, width: 1, height: 0.5625 } };
    expect(
      changesOf((file) => {
        burgerOf(file).photo = photo;
        burgersOf(file).photo = photo;
        file.settings["site.photo"] = hero;
      }),
    ).toEqual([
      "settings:site | Réglages : photo du restaurant ajoutée",
      "category:burgers | Burgers : photo ajoutée",
      "item:burger-piment-rouge | Burger Piment : photo ajoutée",
    ]);
    const withPhotos = (file: RestaurantFile) => {
      burgerOf(file).photo = photo;
      burgersOf(file).photo = photo;
      file.settings["site.photo"] = hero;
    };
    const before = base();
    withPhotos(before);
    const after = structuredClone(before);
    burgerOf(after).photo = reframed;
    burgersOf(after).photo = other;
    after.settings["site.photo"] = null;
    expect(catalogueChanges(before, after).map((change) => `${change.ref} | ${change.text}`)).toEqual([
      "settings:site | Réglages : photo du restaurant retirée",
      "category:burgers | Burgers : photo changée",
      "item:burger-piment-rouge | Burger Piment : photo recadrée",
    ]);
    // No photo stored as null or as nothing at all: the same.
    const none = base();
    none.settings["site.photo"] = null;
    expect(catalogueChanges(base(), none)).toEqual([]);
  });

  it("ne trouve aucun changement entre un fichier et lui-même", () => {
    fc.assert(
      fc.property(randomRestaurantFile(demo), (file) => {
        expect(catalogueChanges(file, structuredClone(file))).toEqual([]);
      }),
    );
  });

  it("dit un seul changement de prix en une ligne qui porte les deux prix", () => {
    const items = demo.menus.flatMap((menu) => menu.categories.flatMap((category) => category.items));
    fc.assert(
      fc.property(
        randomRestaurantFile(demo),
        fc.nat(),
        fc.boolean(),
        fc.integer({ min: 0, max: 9999 }),
        (file, index, pickup, amount) => {
          const all = file.menus.flatMap((menu) => menu.categories.flatMap((category) => category.items));
          const item = all[index % all.length] ?? items[0];
          if (!item) return;
          const field = pickup ? "price_pickup" : "price_delivery";
          fc.pre(item[field] !== amount / 100);
          const after = structuredClone(file);
          const changed = after.menus
            .flatMap((menu) => menu.categories.flatMap((category) => category.items))
            .find((candidate) => candidate.key === item.key);
          if (!changed) return;
          changed[field] = amount / 100;
          const lines = catalogueChanges(file, after);
          expect(lines).toHaveLength(1);
          const euros = (value: number) =>
            new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(value);
          expect(lines[0]?.ref).toBe(`item:${item.key}`);
          expect(lines[0]?.text).toContain(euros(item[field]));
          expect(lines[0]?.text).toContain(euros(amount / 100));
        },
      ),
    );
  });
});

/** The problems of one edit of the demo, as `ref | field | message`. */
function problemsOf(edit: (file: RestaurantFile) => void, which: "errors" | "warnings" = "errors") {
  const file = structuredClone(demo);
  edit(file);
  const show = (problem: CatalogueProblem) => `${problem.ref} | ${problem.field} | ${problem.message}`;
  const all = catalogueProblems(file)[which].map(show);
  // The demo's own warnings (drinks without allergens) are left out of the examples.
  const own = new Set(catalogueProblems(demo)[which].map(show));
  return all.filter((line) => !own.has(line));
}

describe("ce qui empêche une publication", () => {
  it("ne trouve aucune erreur dans la démo", () => {
    expect(catalogueProblems(demo).errors).toEqual([]);
  });

  it("refuse un plat sans aucun prix, mais pas un plat à 0 € sur un seul service", () => {
    expect(
      problemsOf((file) => {
        Object.assign(burgerOf(file), { price_pickup: 0, price_delivery: 0 });
      }),
    ).toEqual(["item:burger-piment-rouge | price_pickup | Le Piment Rouge : aucun prix n'est donné."]);
    expect(
      problemsOf((file) => {
        burgerOf(file).price_delivery = 0;
      }),
    ).toEqual([]);
  });

  it("refuse un groupe d'options impossible à remplir", () => {
    const group = (file: RestaurantFile) => {
      const found = file.option_groups.find((candidate) => candidate.key === "sauces-extra");
      if (!found) throw new Error("démo sans sauces");
      return found;
    };
    expect(
      problemsOf((file) => {
        group(file).min = 3;
        group(file).max = 2;
      }),
    ).toEqual(["group:sauces-extra | min | Sauces en plus : le minimum (3) dépasse le maximum (2)."]);
    expect(
      problemsOf((file) => {
        group(file).max = 25;
      }),
    ).toEqual([
      "group:sauces-extra | max | Sauces en plus : le maximum (25) dépasse ce que les choix permettent (24).",
    ]);
    expect(
      problemsOf((file) => {
        group(file).choices = [];
      }),
    ).toEqual(["group:sauces-extra | choices | Sauces en plus : aucun choix n'est proposé."]);
  });

  it("refuse un plat qui propose un groupe inconnu, une offre qui vise ce qui n'existe plus", () => {
    expect(
      problemsOf((file) => {
        burgerOf(file).options.push("fantome");
      }),
    ).toEqual([
      "item:burger-piment-rouge | options | Le Piment Rouge : propose le groupe d'options inconnu « fantome ».",
    ]);
    expect(
      problemsOf((file) => {
        const offer = offerOf(file, "piment20");
        offer.menus.push("brunch");
        offer.categories.push("salades");
        offer.items.push("wrap-feu");
      }),
    ).toEqual([
      "offer:piment20 | menus | PIMENT20 : vise le menu « brunch », qui n'existe plus.",
      "offer:piment20 | categories | PIMENT20 : vise la catégorie « salades », qui n'existe plus.",
      "offer:piment20 | items | PIMENT20 : vise le plat « wrap-feu », qui n'existe plus.",
    ]);
  });

  it("refuse une remise au-delà de 100 % et deux offres du même code, sans tenir compte de la casse", () => {
    expect(
      problemsOf((file) => {
        offerOf(file, "piment20").value = 120;
        offerOf(file, "apero-piquant").code = "piment20";
      }),
    ).toEqual([
      "offer:piment20 | value | PIMENT20 : une remise de 120 % dépasse 100 %.",
      "offer:apero-piquant | code | Apéro piquant : -15 % sur les accompagnements : le code piment20 est déjà celui de l'offre -20 % sur toute la carte.",
    ]);
  });

  it("refuse un menu sans catégorie, une catégorie sans plat, une clé en double", () => {
    expect(
      problemsOf((file) => {
        burgersOf(file).items = [];
        const midi = file.menus[0];
        if (midi) midi.categories = [];
      }),
    ).toEqual([
      "menu:midi |  | Midi : le menu ne contient aucune catégorie.",
      "category:burgers |  | Burgers : la catégorie ne contient aucun plat.",
    ]);
    expect(
      problemsOf((file) => {
        burgersOf(file).items.push({ ...burgerOf(file), name: "Copie" });
        file.offers.push({ ...offerOf(file, "bienvenue5"), code: null });
        const sauce = file.option_groups[0];
        if (sauce?.choices[0]) sauce.choices.push({ ...sauce.choices[0] });
      }),
    ).toEqual([
      "item:burger-piment-rouge | key | Copie : la clé « burger-piment-rouge » est utilisée plusieurs fois (plats).",
      "group:sauce | choices.8.key | 1 sauce au choix : la clé de choix « piment-rouge » est utilisée plusieurs fois.",
      "offer:bienvenue5 | key | 5 € offerts sur votre première commande : la clé « bienvenue5 » est utilisée plusieurs fois (offres).",
    ]);
  });

  it("refuse une plage vide ou qui en chevauche une autre, et accepte une plage qui passe minuit", () => {
    expect(
      problemsOf((file) => {
        const soir = file.menus[1];
        if (!soir) throw new Error("démo sans soir");
        soir.hours.pickup.tue = [
          ["18:00", "23:00"],
          ["22:00", "23:30"],
        ];
        soir.hours.pickup.wed = [["19:00", "19:00"]];
        soir.hours.delivery.fri = [["18:00", "02:00"]];
        soir.hours.delivery.sat = [["01:00", "03:00"]];
      }),
    ).toEqual([
      "menu:soir | hours.pickup.tue | Soir : Mardi (à emporter) : les plages 18:00–23:00 et 22:00–23:30 se chevauchent.",
      "menu:soir | hours.pickup.wed | Soir : Mercredi (à emporter) : la plage 19:00–19:00 est vide.",
      "menu:soir | hours.delivery.sat | Soir : Samedi (en livraison) : les plages 18:00–02:00 et 01:00–03:00 se chevauchent.",
    ]);
    expect(
      problemsOf((file) => {
        const soir = file.menus[1];
        if (soir) soir.hours.delivery.fri = [["18:00", "02:00"]];
      }),
    ).toEqual([]);
  });

  it("refuse la livraison active sans zones, ou au kilomètre sans frais", () => {
    expect(
      problemsOf((file) => {
        file.zones = [];
      }),
    ).toEqual([
      "zones:all |  | Livraison : la livraison est active mais aucune zone de livraison n'est définie.",
    ]);
    expect(
      problemsOf((file) => {
        file.settings["features.delivery.calculation_type"] = "distance_based";
        delete file.settings["features.delivery.base_fee"];
        delete file.settings["features.delivery.fee_per_unit"];
      }),
    ).toEqual([
      "settings:features | features.delivery.calculation_type | Livraison : la livraison est active au kilomètre mais ni frais de base ni frais par unité ne sont donnés.",
    ]);
    expect(
      problemsOf((file) => {
        file.zones = [];
        file.settings["features.delivery.active"] = false;
      }),
    ).toEqual([]);
  });
});

describe("les photos avant une publication", () => {
  const crop = { x: 0, y: 0, width: 1, height: 0.75 };
  const withPhotos = () => {
    const file = structuredClone(demo);
    burgerOf(file).photo = { id: "a".repeat(64), crop };
    burgersOf(file).photo = { id: "b".repeat(64), crop };
    file.settings["site.photo"] = { id: "c".repeat(64), crop: { x: 0, y: 0, width: 1, height: 0.5625 } };
    return file;
  };

  it("ne dit rien des photos sans ce que le serveur en sait, ni quand elles sont prêtes", () => {
    expect(catalogueProblems(withPhotos()).errors).toEqual([]);
    expect(catalogueProblems(withPhotos(), { photos: () => ({ status: "ready" }) }).errors).toEqual([]);
  });

  it("refuse une photo en préparation, une photo en échec et une photo inconnue, chacune à sa place", () => {
    const kinds: string[] = [];
    const errors = catalogueProblems(withPhotos(), {
      photos: (photo, kind) => {
        kinds.push(kind);
        if (photo.id.startsWith("a")) return { status: "preparing" };
        if (photo.id.startsWith("b")) return { status: "failed", failure: "fichier illisible" };
        return { status: "missing" };
      },
    }).errors.map((problem) => `${problem.ref} | ${problem.field} | ${problem.message}`);
    expect(errors).toEqual([
      "category:burgers | photo | Burgers : la photo n'a pas pu être préparée (fichier illisible) : choisissez-en une autre.",
      "item:burger-piment-rouge | photo | Le Piment Rouge : la photo est encore en préparation : publiez dans quelques secondes.",
      "settings:site | site.photo | Photo du restaurant : la photo cccccccccccc n'existe pas sur ce serveur : choisissez-en une autre.",
    ]);
    expect(kinds).toEqual(["dish", "dish", "hero"]);
  });
});

describe("ce qui demande une confirmation", () => {
  it("avertit d'un menu jamais ouvert, d'un plat sans allergènes, d'une catégorie toute masquée", () => {
    expect(
      problemsOf((file) => {
        const midi = file.menus[0];
        if (!midi) throw new Error("démo vide");
        for (const service of ["pickup", "delivery"] as const)
          for (const day of ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const)
            midi.hours[service][day] = [];
        burgerOf(file).allergens = [];
        for (const item of burgersOf(file).items) item.visible = false;
      }, "warnings"),
    ).toEqual([
      "menu:midi | hours | Midi : le menu n'a aucun horaire, ni à emporter ni en livraison : il ne sera jamais ouvert.",
      "category:burgers |  | Burgers : tous les plats sont masqués : la catégorie n'apparaîtra pas sur la carte.",
      "item:burger-piment-rouge | allergens | Le Piment Rouge : aucun allergène n'est indiqué ; confirmez que le plat n'en contient pas.",
    ]);
  });

  it("avertit d'une zone livrée sans frais", () => {
    expect(
      problemsOf((file) => {
        const zone = file.zones[1];
        if (zone) zone.delivery_fee = 0;
      }, "warnings"),
    ).toEqual(["zones:all | 1.delivery_fee | Zones de livraison : la zone 69003 est livrée sans frais."]);
  });

  it("ne lève jamais d'erreur sur un fichier valide", () => {
    fc.assert(
      fc.property(randomRestaurantFile(demo, 12), (file) => {
        const problems = catalogueProblems(restaurantFileSchema.parse(file));
        expect(Array.isArray(problems.errors) && Array.isArray(problems.warnings)).toBe(true);
      }),
    );
  });
});
