import type { CouponPayload } from "@comptoir/contracts";
import { type Db, schema } from "@comptoir/db";
import { and, eq, sql } from "drizzle-orm";
import { offerPayload } from "./offers-payload.ts";

/**
 * The active coupon offer holding `code`, matched without regard to case (the unique index on
 * `lower(code)` makes this one index lookup), in the coupon call's payload form; null when no
 * active offer holds it. Whether it applies to a given cart (day, hours, mode, minimum) is the
 * cart's business: the payload carries what it needs to say so.
 */
export async function findActiveCoupon(db: Db, code: string): Promise<CouponPayload[number] | null> {
  const offers = schema.offers;
  const [offer] = await db
    .select()
    .from(offers)
    .where(and(sql`lower(${offers.code}) = lower(${code})`, eq(offers.isActive, true)))
    .limit(1);
  if (!offer?.code) return null;
  return { ...offerPayload(offer), code: offer.code };
}
