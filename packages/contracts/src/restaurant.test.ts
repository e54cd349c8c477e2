import { offerTarget } from "@comptoir/domain";
import { site } from "@comptoir/messages";
import { describe, expect, it } from "vitest";
import type { ItemPayload, MenuPayload } from "./menus.ts";
import type { OfferPayload } from "./offers.ts";
import { restaurantFrom } from "./restaurant.ts";
import { RESTAURANT_DEFAULTS } from "./restaurant-settings.ts";
import type { Setting } from "./settings.ts";

const lunchHours = {
  mon: [{ start: "11:00", end: "14:30" }],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};
const noHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

const bowl: ItemPayload = {
  item_id: 1,
  item_menu_id: 1,
  item_category_id: 10,
  item_name: "Bowl Poulet Coréen",
  item_description: "Riz, poulet frit, sauce gochujang",
  item_image: "/images/menu/bowl.svg",
  item_score: 80,
  item_price: { price_pickup: 9.5, price_delivery: 10.5, tax_rate: 10 },
  item_allergens: [],
  item_spice_level: 2,
  item_is_available: true,
  options: [
    {
      id: 102,
      name: "Sauces en plus",
      min: 0,
      max: 3,
      selected: 0,
      option_options: [
        { id: 1021, name: "Samouraï", price: 0.5, quantity: 0, max_quantity: 2, tax_rate: 10 },
      ],
    },
  ],
};

const lunch: Pick<
  MenuPayload,
  "menu_id" | "menu_name" | "time_ranges" | "pickup_time_ranges" | "categories"
> = {
  menu_id: 1,
  menu_name: "Midi",
  time_ranges: lunchHours,
  pickup_time_ranges: noHours,
  categories: [
    { category_id: 10, category_menu_id: 1, category_name: "Bowls", category_description: "", items: [bowl] },
  ],
};

const bogo: OfferPayload = {
  id: 7,
  name: "1 acheté = 1 offert",
  description: "",
  is_active: true,
  type: "buy_one_get_one",
  value: 0,
  auto_apply: true,
  allow_repeat: false,
  active_times: { days: [], start: null, end: null },
  delivery_pickup: "both",
  minimum_amount: 0,
  menus: [1],
  categories: [10],
  items: [1],
};

const zones = {
  name: "features.delivery.zones",
  value: [
    {
      id: 1,
      name: "Lyon 7e",
      city: "Lyon",
      postal_code: "69007",
      delivery_fee: 1.5,
      flat_charge: 2.5,
      minimum_order: 15,
    },
  ],
};

describe("le modèle du restaurant", () => {
  it("un article : euros en centimes, identifiants en texte, choix avec leur maximum", () => {
    const restaurant = restaurantFrom({ settings: [], menus: [lunch] });
    const item = restaurant.menuItemById.get("1");
    expect(item).toMatchObject({ id: "1", menuId: "1", categoryId: "10", isAvailable: true });
    expect(item?.price).toEqual({ pickup: 950, delivery: 1050, taxRate: 10 });
    expect(item?.optionGroups[0]?.choices[0]).toEqual({
      id: "1021",
      name: "Samouraï",
      price: 50,
      maxQuantity: 2,
      isAvailable: true,
    });
    expect(restaurant.menuItems).toEqual([item]);
  });

  it("un choix garde son propre taux de TVA quand il en a un autre que l'article", () => {
    const formule = structuredClone(lunch);
    const choices = formule.categories[0]?.items[0]?.options[0]?.option_options;
    if (!choices?.[0]) throw new Error("le menu de test n'a plus de choix");
    choices.push(
      { ...choices[0], id: 1022, name: "Limonade", tax_rate: 5.5, allergens: [] },
      { ...choices[0], id: 1023, name: "Cookie", tax_rate: null, allergens: ["gluten"] },
    );
    const item = restaurantFrom({ settings: [], menus: [formule] }).menuItemById.get("1");
    const [samourai, limonade, cookie] = item?.optionGroups[0]?.choices ?? [];
    expect(samourai).not.toHaveProperty("taxRate");
    expect(limonade).toMatchObject({ name: "Limonade", taxRate: 5.5 });
    expect(cookie).not.toHaveProperty("taxRate");
  });

  it("un choix épuisé au tableau reste dans le modèle, non commandable", () => {
    const soldOut = structuredClone(lunch);
    const choice = soldOut.categories[0]?.items[0]?.options[0]?.option_options[0];
    if (!choice) throw new Error("le menu de test n'a plus de choix");
    choice.is_available = false;
    const item = restaurantFrom({ settings: [], menus: [soldOut] }).menuItemById.get("1");
    expect(item?.optionGroups[0]?.choices[0]).toMatchObject({ name: "Samouraï", isAvailable: false });
  });

  it("une carte garde ses horaires de livraison et de retrait, et compte comme proposée", () => {
    const [menu] = restaurantFrom({ settings: [], menus: [lunch] }).menus;
    expect(menu).toMatchObject({ id: "1", name: "Midi", isAvailable: true });
    expect(menu?.hours.mon).toEqual([{ start: "11:00", end: "14:30" }]);
    expect(menu?.pickupHours.mon).toEqual([]);
  });

  it("une offre qui nomme menus, catégories et articles vise ces articles, et garde jours, plage et mode", () => {
    const restaurant = restaurantFrom({
      settings: [],
      offers: [
        bogo,
        { ...bogo, id: 8, menus: [], items: [], categories: [10] },
        {
          ...bogo,
          id: 9,
          type: "percentage",
          value: 15,
          allow_repeat: true,
          active_times: { days: ["tue", "wed"], start: "18:00", end: "19:30" },
          delivery_pickup: "pickup",
        },
      ],
    });
    const [byItems, byCategory, happyHour] = restaurant.offers;
    expect(byItems && offerTarget(byItems)).toEqual({ kind: "items", ids: ["1"] });
    expect(byCategory && offerTarget(byCategory)).toEqual({ kind: "categories", ids: ["10"] });
    expect(happyHour).toMatchObject({
      type: "percentage",
      value: 15,
      code: null,
      allowRepeat: true,
      activeTimes: { days: ["tue", "wed"], start: "18:00", end: "19:30" },
      deliveryPickup: "pickup",
    });
  });

  it("une offre à code garde son code ; montants en centimes", () => {
    const [coupon] = restaurantFrom({
      settings: [],
      offers: [
        {
          ...bogo,
          id: 3,
          code: "BIENVENUE5",
          type: "fixed_amount",
          value: 5,
          auto_apply: false,
          minimum_amount: 20,
          menus: [],
          categories: [],
          items: [],
        },
      ],
    }).offers;
    expect(coupon).toMatchObject({ code: "BIENVENUE5", autoApply: false, value: 500, minimumAmount: 2000 });
    expect(coupon && offerTarget(coupon)).toEqual({ kind: "whole_order" });
  });

  it("les badges lisent les montants fixes en centimes, et la livraison offerte n'en a pas", () => {
    const { badgeOffers } = restaurantFrom({
      settings: [],
      offers: [
        { ...bogo, type: "fixed_amount", value: 2.5 },
        { ...bogo, id: 8, type: "free_delivery" },
      ],
    });
    expect(badgeOffers).toHaveLength(1);
    expect(badgeOffers[0]?.value).toBe(250);
  });

  it("la livraison, ses zones et la TVA", () => {
    const restaurant = restaurantFrom({
      settings: [
        { name: "features.delivery.active", value: true },
        { name: "features.delivery.calculation_type", value: "zone_based" },
        { name: "features.delivery.minimum_order", value: 15 },
        { name: "features.delivery.flat_charge", value: 2.5 },
        { name: "features.delivery.max_distance", value: 6 },
        zones,
        { name: "tax.inclusive", value: false },
      ],
    });
    expect(restaurant.delivery).toMatchObject({
      active: true,
      calculation: "zone_based",
      minimumOrder: 1500,
      flatCharge: 250,
      maxDistance: 6,
    });
    expect(restaurant.delivery.zones[0]).toEqual({
      name: "Lyon 7e",
      city: "Lyon",
      postalCode: "69007",
      deliveryFee: 150,
      flatCharge: 250,
      minimumOrder: 1500,
    });
    expect(restaurant.tax).toEqual({ mode: "exclusive", defaultRate: 10 });
    expect(restaurantFrom({ settings: [{ name: "tax.enabled", value: false }] }).tax.mode).toBe("disabled");
  });

  it("espèces et carte, le prestataire, la clé publique, les créneaux de livraison et de retrait", () => {
    const restaurant = restaurantFrom({
      settings: [
        { name: "payments.cod.active", value: false },
        { name: "payments.stripe.active", value: true },
        { name: "payments.provider", value: "stripe" },
        { name: "payments.stripe.publishable_key", value: "pk_test_abc" },
        { name: "scheduling.minimum_time", value: 30 },
        { name: "scheduling.remove_last_range", value: true },
        { name: "scheduling.remove_last_range_number", value: 1 },
        { name: "scheduling.pickup_show_range", value: false },
        { name: "scheduling.pickup_minimum_time", value: 15 },
      ],
    });
    expect(restaurant.payments).toEqual({
      cashOffered: false,
      cardOffered: true,
      provider: "stripe",
      publishableKey: "pk_test_abc",
    });
    expect(restaurant.scheduling.delivery).toEqual({
      showRange: true,
      removeFirst: false,
      removeFirstCount: 0,
      removeLast: true,
      removeLastCount: 1,
      minimumTime: 30,
    });
    expect(restaurant.scheduling.pickup).toMatchObject({ showRange: false, minimumTime: 15 });
  });

  it("le nom, les coordonnées, la position et le fuseau du restaurant", () => {
    const settings: Setting[] = [
      { name: "contacts.name", value: "Piment Rouge" },
      { name: "site.description", value: "Le piquant à Lyon" },
      { name: "contacts.address", value: "52 Grande Rue" },
      { name: "contacts.postal_code", value: "69007" },
      { name: "contacts.city", value: "Lyon" },
      { name: "contacts.phone", value: "04 78 00 00 00" },
      { name: "contacts.email", value: "bonjour@example.fr" },
      { name: "contacts.latitude", value: 45.75 },
      { name: "contacts.longitude", value: 4.84 },
      { name: "restaurant.time_zone", value: "America/Martinique" },
    ];
    expect(restaurantFrom({ settings })).toMatchObject({
      name: "Piment Rouge",
      description: "Le piquant à Lyon",
      contact: {
        address: "52 Grande Rue",
        postalCode: "69007",
        city: "Lyon",
        phone: "04 78 00 00 00",
        email: "bonjour@example.fr",
      },
      position: { lat: 45.75, lng: 4.84 },
      timeZone: "America/Martinique",
    });
  });

  it("ses pages sur les réseaux (des adresses web seulement), son plan à part, et sa cuisine", () => {
    const settings: Setting[] = [
      { name: "contacts.instagram", value: "https://www.instagram.com/piment/" },
      { name: "contacts.facebook", value: " https://www.facebook.com/piment " },
      { name: "contacts.twitter", value: "@piment" },
      { name: "contacts.youtube", value: "" },
      { name: "contacts.google_map", value: "https://maps.example/piment" },
      { name: "restaurant.cuisine", value: "Burgers, wings , " },
    ];
    const restaurant = restaurantFrom({ settings });
    expect(restaurant.socialLinks).toEqual([
      { network: "facebook", url: "https://www.facebook.com/piment" },
      { network: "instagram", url: "https://www.instagram.com/piment/" },
    ]);
    expect(restaurant.contact.mapUrl).toBe("https://maps.example/piment");
    expect(restaurant.cuisine).toEqual(["Burgers", "wings"]);
    expect(
      restaurantFrom({ settings: [{ name: "restaurant.cuisine", value: ["Burgers", 3, " Wings "] }] })
        .cuisine,
    ).toEqual(["Burgers", "Wings"]);
    expect(restaurantFrom({ settings: [] })).toMatchObject({ socialLinks: [], cuisine: [] });
  });
});

describe("les valeurs par défaut du restaurant, les mêmes partout", () => {
  const bare = restaurantFrom({ settings: [] });

  it("sans réglages : un nom neutre, Paris, espèces oui, carte non, mode démo, pas de livraison", () => {
    expect(bare.name).toBe(site.defaultRestaurantName);
    expect(bare.timeZone).toBe("Europe/Paris");
    expect(bare.payments).toEqual({
      cashOffered: true,
      cardOffered: false,
      provider: "demo",
      publishableKey: null,
    });
    expect(bare.delivery.active).toBe(false);
    expect(bare.tax).toEqual({ mode: "inclusive", defaultRate: 10 });
    expect(bare.position).toBeNull();
    expect(bare.roadFactor).toBe(RESTAURANT_DEFAULTS.roadFactor);
  });

  it("un délai de préparation réglé à 0 reste 0, pour le retrait comme pour la livraison", () => {
    const restaurant = restaurantFrom({
      settings: [
        { name: "scheduling.minimum_time", value: 0 },
        { name: "scheduling.pickup_minimum_time", value: 0 },
      ],
    });
    expect(restaurant.scheduling.pickup.minimumTime).toBe(0);
    expect(restaurant.scheduling.delivery.minimumTime).toBe(0);
    expect(bare.scheduling.pickup).toEqual(bare.scheduling.delivery);
  });

  it("un réglage absurde prend la valeur par défaut", () => {
    const restaurant = restaurantFrom({
      settings: [
        { name: "features.delivery.road_factor", value: 0.2 },
        { name: "features.delivery.max_distance", value: 0 },
        { name: "features.delivery.base_fee", value: "deux" },
        { name: "contacts.latitude", value: 145 },
        { name: "contacts.longitude", value: 4 },
        { name: "restaurant.time_zone", value: "" },
      ],
    });
    expect(restaurant.roadFactor).toBe(RESTAURANT_DEFAULTS.roadFactor);
    expect(restaurant.delivery).toMatchObject({ maxDistance: null, baseFee: 0, unit: "km" });
    expect(restaurant.position).toBeNull();
    expect(restaurant.timeZone).toBe("Europe/Paris");
  });

  it("la journée de service finit à 04:00, ou à l'heure HH:MM réglée ; une heure mal écrite vaut 04:00", () => {
    expect(bare.reports.dayClosesAt).toBe(240);
    const at = (value: unknown) =>
      restaurantFrom({ settings: [{ name: "reports.day_closes_at", value }] }).reports.dayClosesAt;
    expect(at("02:30")).toBe(150);
    expect(at("00:00")).toBe(0);
    for (const wrong of ["25:00", "4h", 240, null]) expect(at(wrong), String(wrong)).toBe(240);
  });
});

describe("l'identité légale et les réseaux du restaurant", () => {
  it("les mentions légales viennent des réglages legal.*", () => {
    const restaurant = restaurantFrom({
      settings: [
        { name: "legal.company_name", value: "Piment Rouge SAS" },
        { name: "legal.legal_form", value: "SAS" },
        { name: "legal.share_capital", value: "5 000 €" },
        { name: "legal.siret", value: "000 000 000 00000" },
        { name: "legal.rcs", value: "RCS Lyon 000 000 000" },
        { name: "legal.vat_number", value: "FR00000000000" },
        { name: "legal.registered_address", value: "52 Grande Rue, 69007 Lyon" },
        { name: "legal.publication_director", value: "Samia B." },
        { name: "legal.host_name", value: "Hébergeur" },
        { name: "legal.host_address", value: "1 rue du Serveur, 75000 Paris" },
        { name: "legal.host_phone", value: "01 00 00 00 00" },
        { name: "legal.mediator", value: "Médiateur, 1 rue de la Paix, 75000 Paris" },
      ],
    });
    expect(restaurant.legal).toEqual({
      companyName: "Piment Rouge SAS",
      legalForm: "SAS",
      shareCapital: "5 000 €",
      siret: "000 000 000 00000",
      rcs: "RCS Lyon 000 000 000",
      vatNumber: "FR00000000000",
      registeredAddress: "52 Grande Rue, 69007 Lyon",
      publicationDirector: "Samia B.",
      hostName: "Hébergeur",
      hostAddress: "1 rue du Serveur, 75000 Paris",
      hostPhone: "01 00 00 00 00",
      mediator: "Médiateur, 1 rue de la Paix, 75000 Paris",
    });
  });

  it("sans réglages : chaque fait légal est vide, aucun réseau, pas de plan", () => {
    const bare = restaurantFrom({ settings: [] });
    expect(Object.values(bare.legal).every((fact) => fact === "")).toBe(true);
    expect(Object.keys(bare.legal)).toHaveLength(12);
    expect(bare.socialLinks).toEqual([]);
    expect(bare.contact.mapUrl).toBeNull();
  });

  it("seuls les réseaux renseignés, dans l'ordre du pied de page, et jamais un lien qui n'est pas web", () => {
    const restaurant = restaurantFrom({
      settings: [
        { name: "contacts.tiktok", value: "https://www.tiktok.com/@piment" },
        { name: "contacts.facebook", value: "https://www.facebook.com/piment" },
        { name: "contacts.instagram", value: "" },
        { name: "contacts.youtube", value: "javascript:alert(1)" },
        { name: "contacts.linkedin", value: "pas une adresse" },
        { name: "contacts.google_map", value: "https://maps.example/?q=45.75,4.84" },
      ],
    });
    expect(restaurant.socialLinks).toEqual([
      { network: "facebook", url: "https://www.facebook.com/piment" },
      { network: "tiktok", url: "https://www.tiktok.com/@piment" },
    ]);
    expect(restaurant.contact.mapUrl).toBe("https://maps.example/?q=45.75,4.84");
  });
});
