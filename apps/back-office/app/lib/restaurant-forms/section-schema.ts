import { restaurantFileSchema } from "@comptoir/contracts/restaurant-file";
import { restaurantForms as text } from "@comptoir/messages";
import type { z } from "zod";
import type { SettingField } from "./setting-fields.ts";

/**
 * The check of a settings section's form: the restaurant file's own (amounts and rates, exactly as
 * the server checks them), and a number where the form asks for one, so a mistyped distance is
 * said next to its field instead of being saved as text.
 */
export function sectionSchema(fields: readonly SettingField[]): z.ZodType {
  return restaurantFileSchema.shape.settings.superRefine((settings, context) => {
    for (const { name, kind } of fields) {
      const value = settings[name];
      if (value === undefined) continue;
      const numeric = kind === "decimal" || kind === "integer" || kind === "money";
      if (numeric && (typeof value !== "number" || !Number.isFinite(value))) {
        context.addIssue({ code: "custom", path: [name], message: text.numberExpected });
      } else if (kind === "integer" && !Number.isInteger(value)) {
        context.addIssue({ code: "custom", path: [name], message: text.wholeNumberExpected });
      }
    }
  });
}
