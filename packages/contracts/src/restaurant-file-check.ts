import { fill, restaurantFileChecks as says } from "@comptoir/messages";
import type { z } from "zod";
import { type RestaurantFile, restaurantFileSchema } from "./restaurant-file.ts";

/**
 * A restaurant file from outside (the server's RESTAURANT_FILE, an import through the API or
 * `npm run restaurant:import`), checked whole before anything is written: the schema, then the keys
 * that point at other parts of the file. Each problem names its place in the file, as an owner
 * finds it in their editor: `menus[0].categories[2].items[1].price_pickup`.
 */

export interface RestaurantFileProblem {
  /** Where in the file: `menus[0].categories[2].items[1].price_pickup`, `settings["contacts.phone"]`. */
  place: string;
  message: string;
}

/** A zod path written as in JavaScript, so an owner can search their file for it. */
function placeInFile(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => {
      if (typeof part === "number") return `[${part}]`;
      const name = String(part);
      if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return index === 0 ? name : `.${name}`;
      return `[${JSON.stringify(name)}]`;
    })
    .join("");
}

/**
 * Each key names one thing (the database keeps them unique, the draft names things by them), and
 * each coupon code one offer, whatever its case (as the database compares them).
 */
function duplicateProblems(file: RestaurantFile): RestaurantFileProblem[] {
  const problems: RestaurantFileProblem[] = [];
  const firstPlaces = new Map<string, string>();
  const once = (scope: string, value: string, path: PropertyKey[], field = "key") => {
    const place = placeInFile([...path, field]);
    const first = firstPlaces.get(`${scope}\n${value}`);
    if (first === undefined) firstPlaces.set(`${scope}\n${value}`, place);
    else problems.push({ place, message: fill(says.duplicate, { value, first }) });
  };
  file.option_groups.forEach((group, g) => {
    once("group", group.key, ["option_groups", g]);
    group.choices.forEach((choice, c) => {
      once(`choice:${group.key}`, choice.key, ["option_groups", g, "choices", c]);
    });
  });
  file.menus.forEach((menu, m) => {
    once("menu", menu.key, ["menus", m]);
    menu.categories.forEach((category, c) => {
      once("category", category.key, ["menus", m, "categories", c]);
      category.items.forEach((item, i) => {
        once("item", item.key, ["menus", m, "categories", c, "items", i]);
      });
    });
  });
  file.offers.forEach((offer, o) => {
    once("offer", offer.key, ["offers", o]);
    if (offer.code !== null) once("code", offer.code.toLowerCase(), ["offers", o], "code");
  });
  return problems;
}

/** Keys must be unique, and keys that point at other parts of the file must name something that exists. */
export function restaurantFileReferenceProblems(file: RestaurantFile): RestaurantFileProblem[] {
  const groups = new Set(file.option_groups.map((group) => group.key));
  const menus = new Set(file.menus.map((menu) => menu.key));
  const categories = new Set(file.menus.flatMap((menu) => menu.categories.map((category) => category.key)));
  const items = new Set(
    file.menus.flatMap((menu) =>
      menu.categories.flatMap((category) => category.items.map((item) => item.key)),
    ),
  );
  const problems = duplicateProblems(file);
  file.menus.forEach((menu, m) => {
    menu.categories.forEach((category, c) => {
      category.items.forEach((item, i) => {
        item.options.forEach((group, o) => {
          if (!groups.has(group))
            problems.push({
              place: placeInFile(["menus", m, "categories", c, "items", i, "options", o]),
              message: fill(says.unknownGroup, { item: item.key, group }),
            });
        });
      });
    });
  });
  file.offers.forEach((offer, index) => {
    const check = (field: "menus" | "categories" | "items", known: Set<string>, text: string) => {
      offer[field].forEach((key, position) => {
        if (!known.has(key))
          problems.push({
            place: placeInFile(["offers", index, field, position]),
            message: fill(text, { offer: offer.key, key }),
          });
      });
    };
    check("menus", menus, says.unknownMenu);
    check("categories", categories, says.unknownCategory);
    check("items", items, says.unknownItem);
  });
  return problems;
}

/** The schema's problems, each at its place. */
function restaurantFileSchemaProblems(error: z.ZodError): RestaurantFileProblem[] {
  return error.issues.map((issue) => ({ place: placeInFile(issue.path), message: issue.message }));
}

export type RestaurantFileCheck =
  | { ok: true; file: RestaurantFile }
  | { ok: false; problems: RestaurantFileProblem[] };

/** `content` (parsed JSON) as a restaurant file, or every problem that keeps it from being one. */
export function checkRestaurantFile(content: unknown): RestaurantFileCheck {
  const parsed = restaurantFileSchema.safeParse(content);
  if (!parsed.success) return { ok: false, problems: restaurantFileSchemaProblems(parsed.error) };
  const problems = restaurantFileReferenceProblems(parsed.data);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, file: parsed.data };
}

/** Problems as lines for a terminal or a log: "- menus[0].name : le nom est requis". */
export function describeRestaurantFileProblems(problems: readonly RestaurantFileProblem[]): string {
  return problems
    .map((problem) =>
      problem.place ? fill(says.problemAt, { ...problem }) : fill(says.problem, { ...problem }),
    )
    .join("\n");
}
