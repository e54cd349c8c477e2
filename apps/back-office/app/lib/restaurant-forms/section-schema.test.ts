import { describe, expect, it } from "vitest";
import { fieldErrors } from "../catalogue/field-errors.ts";
import { sectionSchema } from "./section-schema.ts";
import { DELIVERY_FIELDS, DELIVERY_SLOT_FIELDS } from "./setting-fields.ts";

describe("a settings section's check", () => {
  it("says which field is not a number, by its dotted name", () => {
    const schema = sectionSchema([...DELIVERY_FIELDS, ...DELIVERY_SLOT_FIELDS]);
    expect(
      fieldErrors(schema, {
        "features.delivery.max_distance": "six",
        "features.delivery.minimum_order": 15,
        "scheduling.minimum_time": 12.5,
      }),
    ).toEqual({
      "features.delivery.max_distance": "Indiquez un nombre.",
      "scheduling.minimum_time": "Indiquez un nombre entier.",
    });
  });

  it("refuses an amount the database could not keep in cents, as the server does", () => {
    const errors = fieldErrors(sectionSchema(DELIVERY_FIELDS), { "features.delivery.flat_charge": 2.555 });
    expect(Object.keys(errors)).toEqual(["features.delivery.flat_charge"]);
  });
});
