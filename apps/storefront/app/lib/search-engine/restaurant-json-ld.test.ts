import { restaurantFrom, type Setting } from "@comptoir/contracts";
import { type Cents, formatEuros } from "@comptoir/domain";
import { describe, expect, it } from "vitest";
import { menus } from "../../testing/shop-fixture.ts";
import { internationalPhone, priceRange, restaurantJsonLd } from "./restaurant-json-ld.ts";

const origin = "https://piment.example";
const settings: Setting[] = [
  { name: "contacts.name", value: "Piment Rouge" },
  { name: "site.description", value: "Le piquant à Lyon" },
  { name: "contacts.address", value: "52 Grande Rue" },
  { name: "contacts.postal_code", value: "69007" },
  { name: "contacts.city", value: "Lyon" },
  { name: "contacts.phone", value: "04 78 58 21 37" },
  { name: "contacts.email", value: "bonjour@piment.example" },
  { name: "contacts.latitude", value: 45.75 },
  { name: "contacts.longitude", value: 4.84 },
  { name: "contacts.facebook", value: "https://www.facebook.com/piment" },
  { name: "contacts.google_map", value: "https://maps.example/piment" },
  { name: "restaurant.cuisine", value: ["Burgers", "Wings"] },
];

describe("le restaurant donné aux moteurs de recherche", () => {
  const [organization, place] = restaurantJsonLd(restaurantFrom({ settings, menus }), origin);

  it("l'entreprise : son nom, son site, ses contacts et ses pages sur les réseaux", () => {
    expect(organization).toEqual({
      "@type": "Organization",
      "@id": "https://piment.example/#organisation",
      name: "Piment Rouge",
      url: "https://piment.example/",
      logo: "https://piment.example/favicon.svg",
      telephone: "+33 4 78 58 21 37",
      email: "bonjour@piment.example",
      sameAs: ["https://www.facebook.com/piment"],
    });
  });

  it("le lieu : adresse postale, position, horaires de ses menus, cuisine, prix, carte, sans réservation", () => {
    expect(place).toMatchObject({
      "@type": "Restaurant",
      name: "Piment Rouge",
      description: "Le piquant à Lyon",
      url: "https://piment.example/",
      address: {
        "@type": "PostalAddress",
        streetAddress: "52 Grande Rue",
        postalCode: "69007",
        addressLocality: "Lyon",
        addressCountry: "FR",
      },
      geo: { "@type": "GeoCoordinates", latitude: 45.75, longitude: 4.84 },
      hasMap: "https://maps.example/piment",
      telephone: "+33 4 78 58 21 37",
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["https://schema.org/Monday"],
          opens: "11:00",
          closes: "14:30",
        },
      ],
      servesCuisine: ["Burgers", "Wings"],
      hasMenu: "https://piment.example/menu",
      acceptsReservations: false,
      sameAs: ["https://www.facebook.com/piment"],
    });
    // The fixture's cheapest dish is at 4 € (the drink), its dearest at 10 €.
    expect(place?.priceRange).toBe(`${formatEuros(400 as Cents)} – ${formatEuros(1000 as Cents)}`);
  });

  it("son image : le dessin de l'accueil, ou le JPEG de 1200 pixels de sa photo quand il en a une", () => {
    expect(place?.image).toBe("https://piment.example/images/menu/hero.svg");
    const withPhoto = restaurantFrom({
      settings: [...settings, { name: "site.photo", value: "0123456789abcdef0123" }],
    });
    expect(restaurantJsonLd(withPhoto, origin)[1]?.image).toBe(
      "https://piment.example/photos/0123456789abcdef0123-1200.jpg",
    );
  });

  it("ce que le restaurant n'a pas réglé n'est pas inventé", () => {
    const [bareOrganization, barePlace] = restaurantJsonLd(restaurantFrom({ settings: [] }), origin);
    expect(bareOrganization).not.toHaveProperty("telephone");
    expect(bareOrganization).not.toHaveProperty("sameAs");
    for (const property of ["address", "geo", "telephone", "email", "servesCuisine", "priceRange", "hasMap"])
      expect(barePlace).not.toHaveProperty(property);
  });
});

describe("les petites règles du restaurant en ligne", () => {
  it("un numéro français en forme internationale, un autre laissé tel quel", () => {
    expect(internationalPhone("04 78 58 21 37")).toBe("+33 4 78 58 21 37");
    expect(internationalPhone("06.12.34.56.78")).toBe("+33 6 12 34 56 78");
    expect(internationalPhone("+41 22 123 45 67")).toBe("+41 22 123 45 67");
  });

  it("la fourchette de prix, du moins cher au plus cher", () => {
    const euros = (cents: number) => formatEuros(cents as Cents);
    expect(priceRange([1250, 250, 990] as Cents[])).toBe(`${euros(250)} – ${euros(1250)}`);
    expect(euros(250)).toMatch(/^2,50\s€$/);
    expect(priceRange([990] as Cents[])).toBe(euros(990));
    expect(priceRange([])).toBeNull();
  });
});
