import { type FramedPhoto, type OpenRange, openRangeOf, type PhotoKind, WEEKDAYS } from "@comptoir/domain";
import { catalogueServices, fill, catalogueProblemTexts as t, weekdays } from "@comptoir/messages";
import type { CatalogueProblem, CatalogueProblems, PhotoReadinessOf } from "./catalogue-review.ts";
import { describeRanges } from "./catalogue-wording.ts";
import { RESTAURANT_PHOTO_SETTING, type RestaurantFile } from "./restaurant-file.ts";

/**
 * The checks of a draft before it publishes (ADR 051). Errors block the publish: the shop could not
 * sell from that catalogue as it stands (a dish with no price, a choice nobody can make, an offer
 * aiming at a dish that is gone). Warnings ask the owner to confirm something that is allowed but
 * often a slip (a menu never open, a dish without allergens).
 *
 * One check per function, each returning its problems; the file may come from a draft that the
 * schema has not checked yet, so nothing here assumes more than the types say.
 */

type Menu = RestaurantFile["menus"][number];
type Category = Menu["categories"][number];
type Item = Category["items"][number];

/** A problem about the thing `ref`, named `name` in its message. */
function found(ref: string, field: string, name: string, problem: string): CatalogueProblem {
  return { ref, field, message: fill(t.line, { thing: name, problem }) };
}

type Check = (file: RestaurantFile) => CatalogueProblem[];

function allCategories(file: RestaurantFile): { category: Category; menu: Menu }[] {
  return file.menus.flatMap((menu) => menu.categories.map((category) => ({ category, menu })));
}

function allItems(file: RestaurantFile): Item[] {
  return file.menus.flatMap((menu) => menu.categories.flatMap((category) => category.items));
}

// --- Errors -----------------------------------------------------------------------------------

/**
 * A dish at 0 € for both services has no price at all. One service at 0 is allowed: a dish sold
 * only for pickup may carry 0 for delivery, where its menu's hours do not offer it anyway; a free
 * side is priced by an offer, not by a 0.
 */
const dishesWithoutPrice: Check = (file) =>
  allItems(file)
    .filter((item) => item.price_pickup === 0 && item.price_delivery === 0)
    .map((item) => found(`item:${item.key}`, "price_pickup", item.name, t.noPrice));

const groupsThatCannotBeChosen: Check = (file) =>
  file.option_groups.flatMap((group) => {
    const ref = `group:${group.key}`;
    if (group.choices.length === 0) return [found(ref, "choices", group.name, t.noChoice)];
    const possible = group.choices.reduce((sum, choice) => sum + choice.max_quantity, 0);
    return [
      ...(group.min > group.max
        ? [found(ref, "min", group.name, fill(t.minAboveMax, { min: group.min, max: group.max }))]
        : []),
      ...(group.max > possible
        ? [found(ref, "max", group.name, fill(t.maxAboveChoices, { max: group.max, possible }))]
        : []),
    ];
  });

const unknownGroups: Check = (file) => {
  const groups = new Set(file.option_groups.map((group) => group.key));
  return allItems(file).flatMap((item) =>
    item.options
      .filter((key) => !groups.has(key))
      .map((key) => found(`item:${item.key}`, "options", item.name, fill(t.unknownGroup, { key }))),
  );
};

const offersAimingAtNothing: Check = (file) => {
  const menus = new Set(file.menus.map((menu) => menu.key));
  const categories = new Set(allCategories(file).map(({ category }) => category.key));
  const items = new Set(allItems(file).map((item) => item.key));
  return file.offers.flatMap((offer) => {
    const name = offer.code ?? offer.name;
    const missing = (field: "menus" | "categories" | "items", known: Set<string>, text: string) =>
      offer[field]
        .filter((key) => !known.has(key))
        .map((key) => found(`offer:${offer.key}`, field, name, fill(text, { key })));
    return [
      ...missing("menus", menus, t.unknownMenu),
      ...missing("categories", categories, t.unknownCategory),
      ...missing("items", items, t.unknownItem),
    ];
  });
};

const percentagesAbove100: Check = (file) =>
  file.offers
    .filter((offer) => offer.type === "percentage" && offer.value > 100)
    .map((offer) =>
      found(
        `offer:${offer.key}`,
        "value",
        offer.code ?? offer.name,
        fill(t.percentAbove100, { value: offer.value }),
      ),
    );

/** Codes compare as the customer types them: without case or surrounding spaces. */
const sharedCodes: Check = (file) => {
  const owners = new Map<string, string>();
  return file.offers.flatMap((offer) => {
    if (offer.code === null) return [];
    const code = offer.code.trim().toUpperCase();
    const other = owners.get(code);
    if (other === undefined) {
      owners.set(code, offer.name);
      return [];
    }
    return [found(`offer:${offer.key}`, "code", offer.name, fill(t.codeTaken, { code: offer.code, other }))];
  });
};

const emptyMenusAndCategories: Check = (file) => [
  ...(file.menus.length === 0 ? [found("", "menus", t.catalogue, t.noMenu)] : []),
  ...file.menus
    .filter((menu) => menu.categories.length === 0)
    .map((menu) => found(`menu:${menu.key}`, "", menu.name, t.emptyMenu)),
  ...allCategories(file)
    .filter(({ category }) => category.items.length === 0)
    .map(({ category }) => found(`category:${category.key}`, "", category.name, t.emptyCategory)),
];

/** Keys name things across the whole file (a ref is `item:<key>`), so each must be used once. */
const duplicateKeys: Check = (file) => {
  const twice = (things: { key: string; name: string }[], kind: string, refKind: string) => {
    const seen = new Set<string>();
    return things.flatMap((thing) => {
      if (!seen.has(thing.key)) {
        seen.add(thing.key);
        return [];
      }
      return [
        found(`${refKind}:${thing.key}`, "key", thing.name, fill(t.duplicateKey, { key: thing.key, kind })),
      ];
    });
  };
  const choices = file.option_groups.flatMap((group) => {
    const seen = new Set<string>();
    return group.choices.flatMap((choice, index) => {
      if (!seen.has(choice.key)) {
        seen.add(choice.key);
        return [];
      }
      return [
        found(
          `group:${group.key}`,
          `choices.${index}.key`,
          group.name,
          fill(t.duplicateChoiceKey, { key: choice.key }),
        ),
      ];
    });
  });
  return [
    ...twice(file.menus, t.kindMenus, "menu"),
    ...twice(
      allCategories(file).map(({ category }) => category),
      t.kindCategories,
      "category",
    ),
    ...twice(allItems(file), t.kindItems, "item"),
    ...twice(file.option_groups, t.kindGroups, "group"),
    ...choices,
    ...twice(file.offers, t.kindOffers, "offer"),
  ];
};

const MINUTES_PER_DAY = 24 * 60;

/**
 * A day's ranges must not be empty (start = end) nor overlap, counting the part after midnight of
 * the day before's last range (Friday 18:00–02:00 overlaps Saturday 01:00–03:00). A range whose end
 * is before its start runs past midnight, as the shop's hours allow (open-ranges.ts).
 */
function hoursProblems(menu: Menu, service: "pickup" | "delivery"): CatalogueProblem[] {
  const ref = `menu:${menu.key}`;
  const week = menu.hours[service];
  const problems: CatalogueProblem[] = [];
  const rangesOf = (day: (typeof WEEKDAYS)[number]) =>
    (week[day] ?? []).flatMap(([start, end]) => {
      const range = openRangeOf({ start, end });
      return range ? [{ range, text: describeRanges([[start, end]]) }] : [];
    });
  WEEKDAYS.forEach((day, index) => {
    const field = `hours.${service}.${day}`;
    const words = { day: weekdays[day], service: catalogueServices[service] };
    for (const [start, end] of week[day] ?? []) {
      if (openRangeOf({ start, end }) === null)
        problems.push(
          found(
            ref,
            field,
            menu.name,
            fill(t.emptyRange, { ...words, range: describeRanges([[start, end]]) }),
          ),
        );
    }
    const previousDay = WEEKDAYS[(index + WEEKDAYS.length - 1) % WEEKDAYS.length] ?? day;
    const spill = rangesOf(previousDay)
      .filter(({ range }) => range.end > MINUTES_PER_DAY)
      .map(({ range, text }) => ({ range: { start: 0, end: range.end - MINUTES_PER_DAY }, text }));
    const ranges: { range: OpenRange; text: string }[] = [...spill, ...rangesOf(day)];
    for (let i = 0; i < ranges.length; i += 1)
      for (let j = i + 1; j < ranges.length; j += 1) {
        const first = ranges[i];
        const second = ranges[j];
        if (!first || !second) continue;
        if (first.range.start < second.range.end && second.range.start < first.range.end)
          problems.push(
            found(
              ref,
              field,
              menu.name,
              fill(t.overlappingRanges, { ...words, first: first.text, second: second.text }),
            ),
          );
      }
  });
  return problems;
}

const badHours: Check = (file) =>
  file.menus.flatMap((menu) => [...hoursProblems(menu, "pickup"), ...hoursProblems(menu, "delivery")]);

/** Delivery switched on must have a way to price it: zones, or the fees per distance. */
const deliveryWithoutPricing: Check = (file) => {
  const settings = file.settings;
  if (settings["features.delivery.active"] !== true) return [];
  if (settings["features.delivery.calculation_type"] === "zone_based")
    return file.zones.length === 0 ? [found("zones:all", "", t.delivery, t.deliveryWithoutZones)] : [];
  const priced = ["features.delivery.base_fee", "features.delivery.fee_per_unit"].some(
    (name) => typeof settings[name] === "number",
  );
  return priced
    ? []
    : [
        found(
          "settings:features",
          "features.delivery.calculation_type",
          t.delivery,
          t.deliveryWithoutDistanceFees,
        ),
      ];
};

/** Every photo the document shows, with the thing it is on and the kind it is framed for. */
function photosOf(
  file: RestaurantFile,
): { ref: string; field: string; name: string; photo: FramedPhoto; kind: PhotoKind }[] {
  const placed = [
    ...allCategories(file).flatMap(({ category }) => [
      { ref: `category:${category.key}`, field: "photo", name: category.name, photo: category.photo },
      ...category.items.map((item) => ({
        ref: `item:${item.key}`,
        field: "photo",
        name: item.name,
        photo: item.photo,
      })),
    ]),
  ].map((place) => ({ ...place, kind: "dish" as const }));
  const hero = file.settings[RESTAURANT_PHOTO_SETTING] as FramedPhoto | null | undefined;
  const all = hero
    ? [
        ...placed,
        {
          ref: "settings:site",
          field: RESTAURANT_PHOTO_SETTING,
          name: t.restaurantPhoto,
          photo: hero,
          kind: "hero" as const,
        },
      ]
    : placed;
  return all.flatMap((place) => (place.photo ? [{ ...place, photo: place.photo }] : []));
}

/**
 * A publish never puts live a photo that would not show (ADR 055): each must be known to the
 * server and its framing encoded; one still encoding is a matter of seconds.
 */
function photosNotReady(readinessOf: PhotoReadinessOf): Check {
  return (file) =>
    photosOf(file).flatMap(({ ref, field, name, photo, kind }) => {
      const readiness = readinessOf(photo, kind);
      if (readiness.status === "ready") return [];
      if (readiness.status === "preparing") return [found(ref, field, name, t.photoPreparing)];
      if (readiness.status === "missing")
        return [found(ref, field, name, fill(t.photoMissing, { id: photo.id.slice(0, 12) }))];
      const problem = readiness.failure
        ? fill(t.photoFailed, { failure: readiness.failure })
        : t.photoFailedUnknown;
      return [found(ref, field, name, problem)];
    });
}

const ERRORS: Check[] = [
  duplicateKeys,
  emptyMenusAndCategories,
  dishesWithoutPrice,
  groupsThatCannotBeChosen,
  unknownGroups,
  badHours,
  percentagesAbove100,
  sharedCodes,
  offersAimingAtNothing,
  deliveryWithoutPricing,
];

// --- Warnings ---------------------------------------------------------------------------------

const menusNeverOpen: Check = (file) =>
  file.menus
    .filter((menu) =>
      (["pickup", "delivery"] as const).every((service) =>
        WEEKDAYS.every((day) =>
          (menu.hours[service][day] ?? []).every(([start, end]) => openRangeOf({ start, end }) === null),
        ),
      ),
    )
    .map((menu) => found(`menu:${menu.key}`, "hours", menu.name, t.neverOpen));

const dishesWithoutAllergens: Check = (file) =>
  allItems(file)
    .filter((item) => item.allergens.length === 0)
    .map((item) => found(`item:${item.key}`, "allergens", item.name, t.noAllergens));

const categoriesAllHidden: Check = (file) =>
  allCategories(file)
    .filter(({ category }) => category.items.length > 0 && category.items.every((item) => !item.visible))
    .map(({ category }) => found(`category:${category.key}`, "", category.name, t.allHidden));

const freeZones: Check = (file) =>
  file.settings["features.delivery.active"] === true
    ? file.zones.flatMap((zone, index) =>
        zone.delivery_fee === 0
          ? [
              found(
                "zones:all",
                `${index}.delivery_fee`,
                t.zones,
                fill(t.zoneFreeDelivery, { zone: zone.postal_code }),
              ),
            ]
          : [],
      )
    : [];

const WARNINGS: Check[] = [menusNeverOpen, categoriesAllHidden, dishesWithoutAllergens, freeZones];

/**
 * What blocks publishing `file` (errors) and what asks for confirmation (warnings). With `photos`,
 * the server's knowledge of them, a photo not ready to show is an error too.
 */
export function catalogueProblems(
  file: RestaurantFile,
  options: { photos?: PhotoReadinessOf } = {},
): CatalogueProblems {
  const errors = options.photos ? [...ERRORS, photosNotReady(options.photos)] : ERRORS;
  return {
    errors: errors.flatMap((check) => check(file)),
    warnings: WARNINGS.flatMap((check) => check(file)),
  };
}
