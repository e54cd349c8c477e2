import { describe, expect, it } from "vitest";
import { parseAddress } from "./address-text.ts";
import { createGazetteerGeocoder, readGazetteerFile } from "./gazetteer-geocoder.ts";

const file = readGazetteerFile();
const geocoder = createGazetteerGeocoder(file);

describe("le répertoire des rues de Lyon", () => {
  it("compte de 60 à 150 rues de Lyon 1er à 9e et de Villeurbanne, toutes différentes", () => {
    expect(file.streets.length).toBeGreaterThanOrEqual(60);
    expect(file.streets.length).toBeLessThanOrEqual(150);
    const codes = new Set(file.streets.map((street) => street.postal_code));
    for (let arrondissement = 1; arrondissement <= 9; arrondissement++) {
      expect(codes.has(`6900${arrondissement}`)).toBe(true);
    }
    expect(codes.has("69100")).toBe(true);
    const keys = file.streets.map((street) => `${street.name}|${street.postal_code}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("place chaque rue dans Lyon ou Villeurbanne, et la ville va avec le code postal", () => {
    for (const street of file.streets) {
      expect(street.lat).toBeGreaterThan(45.72);
      expect(street.lat).toBeLessThan(45.79);
      expect(street.lng).toBeGreaterThan(4.79);
      expect(street.lng).toBeLessThan(4.9);
      expect(street.city).toBe(street.postal_code === "69100" ? "Villeurbanne" : "Lyon");
    }
  });

  it("connaît la rue du restaurant et celles d'à côté", () => {
    const names = file.streets
      .filter((street) => street.postal_code === "69007")
      .map((street) => street.name);
    expect(names).toEqual(
      expect.arrayContaining(["Grande Rue de la Guillotière", "Rue de Marseille", "Cours Gambetta"]),
    );
  });
});

describe("lecture d'une adresse tapée", () => {
  it("sépare le numéro, le code postal et les mots", () => {
    expect(parseAddress("12 rue de Marseille, 69007 Lyon")).toEqual({
      houseNumber: "12",
      postalCode: "69007",
      words: ["rue", "marseille", "lyon"],
      phrase: "rue de marseille lyon",
    });
    expect(parseAddress("4 bis Bd des Belges")).toEqual({
      houseNumber: "4 bis",
      postalCode: null,
      words: ["boulevard", "belges"],
      phrase: "boulevard des belges",
    });
  });

  it("comprend « Lyon 7e » comme le code postal 69007", () => {
    expect(parseAddress("rue chevreul lyon 7ème").postalCode).toBe("69007");
    expect(parseAddress("place des terreaux 1er").postalCode).toBe("69001");
  });
});

describe("suggestions du répertoire embarqué", () => {
  it("trouvent une rue sans accents ni majuscules et gardent le numéro", async () => {
    const [first] = await geocoder.suggest("12 GRANDE RUE DE LA GUILLOTIERE");
    expect(first).toEqual({
      label: "12 Grande Rue de la Guillotière, 69007 Lyon",
      street: "12 Grande Rue de la Guillotière",
      locality: "69007 Lyon",
    });
  });

  it("mettent la rue la mieux reconnue en premier", async () => {
    const labels = (await geocoder.suggest("rue de la rep")).map((suggestion) => suggestion.label);
    expect(labels).toEqual(["Rue de la République, 69002 Lyon", "Rue du Repos, 69007 Lyon"]);
    const republique = (await geocoder.suggest("republique")).map((suggestion) => suggestion.label);
    expect(republique).toEqual([
      "Rue de la République, 69002 Lyon",
      "Cours de la République, 69100 Villeurbanne",
    ]);
  });

  it("comprennent les abréviations et les traits d'union", async () => {
    expect((await geocoder.suggest("bd croix rousse"))[0]?.street).toBe("Boulevard de la Croix-Rousse");
    expect((await geocoder.suggest("r st jean"))[0]?.street).toBe("Rue Saint-Jean");
    expect((await geocoder.suggest("montee grande cote"))[0]?.street).toBe("Montée de la Grande-Côte");
  });

  it("donnent au plus 5 rues, dans un ordre stable", async () => {
    const first = await geocoder.suggest("avenue");
    expect(first).toEqual([]);
    const garibaldi = await geocoder.suggest("garibaldi");
    expect(garibaldi.map((suggestion) => suggestion.locality)).toEqual([
      "69003 Lyon",
      "69006 Lyon",
      "69007 Lyon",
    ]);
    const many = await geocoder.suggest("rue s");
    expect(many).toHaveLength(5);
    expect(await geocoder.suggest("rue s")).toEqual(many);
  });

  it("respectent le code postal et la ville tapés", async () => {
    expect((await geocoder.suggest("garibaldi 69006")).map((suggestion) => suggestion.locality)).toEqual([
      "69006 Lyon",
    ]);
    expect(await geocoder.suggest("rue de marseille villeurbanne")).toEqual([]);
    expect((await geocoder.suggest("rue de marseille lyon"))[0]?.label).toBe("Rue de Marseille, 69007 Lyon");
  });

  it("partent de n'importe quel mot de la rue ou de la ville, tapé comme un client le tape", async () => {
    const streets = async (query: string) => (await geocoder.suggest(query)).map((s) => s.street);
    for (const query of ["Grande", "grande", "Grande Rue", "GRANDE RUE DE LA G", "grande rue guill"]) {
      expect(await streets(query), query).toContain("Grande Rue de la Guillotière");
    }
    expect(await streets("Grande Rue")).toEqual(
      expect.arrayContaining(["Grande Rue de Vaise", "Grande Rue de la Croix-Rousse"]),
    );
    expect((await streets("guillot"))[0]).toBe("Grande Rue de la Guillotière");
    expect((await streets("grande rue de la croix"))[0]).toBe("Grande Rue de la Croix-Rousse");
    for (const query of ["Villeurbanne", "villeurb", "VILLEURBANNE"]) {
      const localities = (await geocoder.suggest(query)).map((s) => s.locality);
      expect(localities.length, query).toBeGreaterThan(0);
      expect(new Set(localities), query).toEqual(new Set(["69100 Villeurbanne"]));
    }
    expect((await geocoder.suggest("cours emile zola villeurb"))[0]?.locality).toBe("69100 Villeurbanne");
    expect((await geocoder.suggest("lyon")).length).toBeGreaterThan(0);
    expect(await streets("croix rou")).toContain("Boulevard de la Croix-Rousse");
    expect(await streets("rousse")).toContain("Grande Rue de la Croix-Rousse");
  });

  it("ne localisent ni une ville seule ni « Grande Rue » seule", async () => {
    expect(await geocoder.locate("Villeurbanne")).toBeNull();
    expect(await geocoder.locate("Grande Rue")).toBeNull();
    expect((await geocoder.locate("12 Grande Rue de la Guillotière"))?.street).toBe(
      "12 Grande Rue de la Guillotière",
    );
  });

  it("ne trouvent rien pour une rue inconnue", async () => {
    expect(await geocoder.suggest("rue de la paix paris")).toEqual([]);
    expect(await geocoder.suggest("zzz")).toEqual([]);
  });
});

describe("localisation par le répertoire embarqué", () => {
  it("place une adresse suggérée au milieu de sa rue, numéro gardé", async () => {
    expect(await geocoder.locate("12 Rue de Marseille, 69007 Lyon")).toEqual({
      label: "12 Rue de Marseille, 69007 Lyon",
      street: "12 Rue de Marseille",
      postalCode: "69007",
      city: "Lyon",
      region: "Auvergne-Rhône-Alpes",
      country: "France",
      lat: 45.751,
      lng: 4.842,
    });
  });

  it("accepte une adresse tapée à la main, sans accents", async () => {
    const located = await geocoder.locate("3 rue tete d'or lyon 6e");
    expect(located?.label).toBe("3 Rue Tête d'Or, 69006 Lyon");
  });

  it("refuse une adresse dont le nom de rue n'est pas entier, ou inconnue", async () => {
    expect(await geocoder.locate("rue du professeur")).toBeNull();
    expect(await geocoder.locate("10 rue de rivoli 75001 paris")).toBeNull();
    expect(await geocoder.locate("12 rue de marseille 69003")).toBeNull();
  });
});
