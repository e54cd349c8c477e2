import { ERROR_CODES } from "@comptoir/contracts";
import type { ItemValue, ThingKind } from "@comptoir/contracts/catalogue-draft";
import {
  CATALOGUE_ERROR_CODES,
  checkThingValue,
  draftBulkBodySchema,
  draftDeleteQuerySchema,
  draftOrderBodySchema,
  draftSaveBodySchema,
  thingRefParamSchema,
} from "@comptoir/contracts/catalogue-requests";
import type { Db } from "@comptoir/db";
import { centsToEuros, clockTimeAt, eurosToCents, repriceCents } from "@comptoir/domain";
import {
  catalogueEditorApi as answers,
  draftThingNames,
  fill,
  catalogueEditorChecks as says,
} from "@comptoir/messages";
import type { Context } from "hono";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { errorResponse } from "../../http/api-error.ts";
import { recentPasswordOnly } from "../../http/recent-password.ts";
import { type StaffVariables, staffOnly } from "../../http/staff-session.ts";
import { validate } from "../../http/validate.ts";
import type { Catalog } from "../../services/catalog.ts";
import {
  changeItems,
  deleteThing,
  discardDraft,
  draftPayload,
  draftReview,
  draftThingPayload,
  reorderList,
  saveThing,
} from "../../services/catalogue/draft-editing.ts";
import type { DraftThingRow } from "../../services/catalogue/draft-store.ts";
import { restaurantOf } from "../../services/restaurant.ts";

/** Things that need the password typed again, as team changes do (ADR 051). */
const SENSITIVE_REFS = new Set(["settings:payments"]);

/**
 * /v2/staff/catalogue/draft (ADR 051): the whole team reads the draft and what a publish would
 * change; owners edit it thing by thing, reorder a list, change many dishes at once, or discard it.
 * Publishing, versions and imports are other routes.
 */
export function staffCatalogueDraftRoutes({
  db,
  clock,
  catalog,
}: {
  db: Db;
  clock: () => Date;
  catalog: Catalog;
}) {
  const owner = staffOnly({ db, clock }, { role: "owner" });
  const noStore = createMiddleware(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  /** 409 with the thing as it is now, naming who saved it and when on the shop's clock. */
  async function stale(c: Context, kind: ThingKind, current: DraftThingRow | null) {
    const thing = draftThingNames[kind];
    let message: string;
    if (!current) {
      message = fill(answers.staleGone, { thing });
    } else {
      const time = clockTimeAt(current.updatedAt, restaurantOf(await catalog.snapshot()).timeZone);
      message = current.updatedByName
        ? fill(answers.staleBy, { who: current.updatedByName, thing, time })
        : fill(answers.staleAnonymous, { time });
    }
    return errorResponse(c, 409, CATALOGUE_ERROR_CODES.staleRevision, message, {
      current: current ? draftThingPayload(current) : null,
    });
  }

  const passwordAgain = recentPasswordOnly({ clock });
  const sensitiveNeedsPassword = createMiddleware<{ Variables: StaffVariables }>(async (c, next) => {
    if (SENSITIVE_REFS.has(c.req.param("ref") ?? "")) return passwordAgain(c, next);
    await next();
  });

  const invalid = (c: Context, message: string) => errorResponse(c, 400, ERROR_CODES.invalidInput, message);

  return new Hono({ strict: false })
    .use(noStore)

    .get("/", staffOnly({ db, clock }), async (c) =>
      c.json({ status: "success" as const, payload: await draftPayload(db, clock()) }),
    )

    .get("/review", staffOnly({ db, clock }), async (c) =>
      c.json({ status: "success" as const, payload: await draftReview(db, clock()) }),
    )

    .put(
      "/things/:ref",
      owner,
      sensitiveNeedsPassword,
      validate("param", thingRefParamSchema),
      validate("json", draftSaveBodySchema),
      async (c) => {
        const { kind, key } = c.req.valid("param").ref;
        const body = c.req.valid("json");
        const checked = checkThingValue(kind, key, body.value);
        if (!checked.ok) return invalid(c, checked.message);
        const saved = await saveThing(db, c.var.staff, clock(), {
          kind,
          key,
          revision: body.revision,
          value: checked.value,
          ...(body.position === undefined ? {} : { position: body.position }),
        });
        if (saved.ok) {
          return c.json(
            { status: "success" as const, payload: { thing: draftThingPayload(saved.thing) } },
            body.revision === null ? 201 : 200,
          );
        }
        switch (saved.refused) {
          case "invalid":
            return invalid(c, saved.message);
          case "photo":
            return errorResponse(c, 422, CATALOGUE_ERROR_CODES.photoUnknown, saved.message);
          case "exists":
            return errorResponse(c, 409, CATALOGUE_ERROR_CODES.thingExists, answers.exists, {
              current: draftThingPayload(saved.current),
            });
          case "stale":
            return stale(c, kind, saved.current);
        }
      },
    )

    .delete(
      "/things/:ref",
      owner,
      validate("param", thingRefParamSchema),
      validate("query", draftDeleteQuerySchema),
      async (c) => {
        const { kind, key } = c.req.valid("param").ref;
        if (kind === "settings" || kind === "zones") return invalid(c, answers.notDeletable);
        const removal = await deleteThing(db, c.var.staff, clock(), {
          kind,
          key,
          revision: c.req.valid("query").revision,
        });
        if (removal.ok) return c.json({ status: "success" as const, payload: { deleted: removal.deleted } });
        if (removal.refused === "unknown")
          return errorResponse(c, 404, ERROR_CODES.notFound, answers.notFound);
        return stale(c, kind, removal.current);
      },
    )

    .post("/order", owner, validate("json", draftOrderBodySchema), async (c) => {
      const { parent, keys } = c.req.valid("json");
      const reordered = await reorderList(db, c.var.staff, clock(), parent, keys);
      if (!reordered.ok) return errorResponse(c, 409, CATALOGUE_ERROR_CODES.staleList, answers.staleList);
      return c.json({
        status: "success" as const,
        payload: { things: reordered.things.map(draftThingPayload) },
      });
    })

    .post("/bulk", owner, validate("json", draftBulkBodySchema), async (c) => {
      const body = c.req.valid("json");
      const change =
        body.action === "reprice"
          ? {
              action: "reprice" as const,
              reprice: (item: ItemValue) => {
                const rule = {
                  mode: body.mode,
                  // The rule takes cents for an amount; the body, like the file, holds euros.
                  value:
                    body.mode === "amount"
                      ? eurosToCents(Math.abs(body.value)) * Math.sign(body.value)
                      : body.value,
                  rounding: body.rounding,
                };
                const moved = (price: number) => centsToEuros(repriceCents(eurosToCents(price), rule));
                const next = {
                  ...item,
                  ...(body.service !== "delivery" ? { price_pickup: moved(item.price_pickup) } : {}),
                  ...(body.service !== "pickup" ? { price_delivery: moved(item.price_delivery) } : {}),
                };
                const checked = checkThingValue("item", "x", next);
                return checked.ok
                  ? (checked.value as ItemValue)
                  : fill(says.repricedInvalid, { name: item.name, message: checked.message });
              },
            }
          : { action: body.action, group: body.group };
      const changed = await changeItems(db, c.var.staff, clock(), body.items, change);
      if (!changed.ok) return invalid(c, changed.message);
      return c.json({
        status: "success" as const,
        payload: { things: changed.things.map(draftThingPayload) },
      });
    })

    .post("/discard", owner, async (c) => {
      await discardDraft(db, c.var.staff, clock());
      return c.json({ status: "success" as const, payload: await draftPayload(db, clock()) });
    });
}
