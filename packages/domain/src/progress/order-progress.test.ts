import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OrderMode } from "../menu/menu.ts";
import {
  actionsFor,
  FINAL_PROGRESSES,
  isFinalProgress,
  ORDER_ACTIONS,
  ORDER_PROGRESSES,
  type OrderProgress,
  progressAfter,
  refundDue,
} from "./order-progress.ts";

const progress = fc.constantFrom(...ORDER_PROGRESSES);
const action = fc.constantFrom(...ORDER_ACTIONS);
const mode = fc.constantFrom<OrderMode>("pickup", "delivery");

/** Applies actions in turn, skipping the ones that do not apply, as the server refuses them. */
function run(start: OrderProgress, actions: readonly (typeof ORDER_ACTIONS)[number][], orderMode: OrderMode) {
  const path: OrderProgress[] = [start];
  for (const next of actions) {
    const after = progressAfter(path.at(-1) ?? start, next, orderMode);
    if (after !== null) path.push(after);
  }
  return path;
}

describe("an order's progress", () => {
  it("never leaves a final state, whatever is tried", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FINAL_PROGRESSES), action, mode, (final, tried, orderMode) => {
        expect(progressAfter(final, tried, orderMode)).toBeNull();
        expect(actionsFor(final, orderMode)).toEqual([]);
      }),
    );
  });

  it("offers exactly the actions that apply", () => {
    fc.assert(
      fc.property(progress, mode, (current, orderMode) => {
        for (const tried of ORDER_ACTIONS) {
          expect(actionsFor(current, orderMode).includes(tried)).toBe(
            progressAfter(current, tried, orderMode) !== null,
          );
        }
      }),
    );
  });

  it("sends only deliveries out", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        expect(run("placed", actions, "pickup")).not.toContain("out_for_delivery");
      }),
    );
  });

  it("walks forward: a state once left is never reached again", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), mode, (actions, orderMode) => {
        const path = run("placed", actions, orderMode);
        expect(new Set(path).size).toBe(path.length);
      }),
    );
  });

  it("refunds a paid order once, whatever sequence of actions the board sends", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), mode, fc.boolean(), (actions, orderMode, paid) => {
        let current: OrderProgress = "placed";
        let refunds = 0;
        for (const tried of actions) {
          const next = progressAfter(current, tried, orderMode);
          if (next === null) continue;
          if (refundDue({ paid, alreadyRefunded: refunds > 0 }, next)) refunds += 1;
          current = next;
        }
        const stopped = current === "refused" || current === "cancelled";
        expect(refunds).toBe(paid && stopped ? 1 : 0);
      }),
    );
  });

  it("goes the whole way for a delivery", () => {
    const path = run(
      "placed",
      ["accept", "start_preparing", "mark_ready", "send_out", "complete"],
      "delivery",
    );
    expect(path).toEqual(["placed", "accepted", "preparing", "ready", "out_for_delivery", "completed"]);
    expect(isFinalProgress("completed")).toBe(true);
  });

  it("refuses only a placed order and cancels only an accepted one", () => {
    expect(progressAfter("placed", "refuse", "pickup")).toBe("refused");
    expect(progressAfter("accepted", "refuse", "pickup")).toBeNull();
    expect(progressAfter("placed", "cancel", "pickup")).toBeNull();
    expect(progressAfter("preparing", "cancel", "pickup")).toBe("cancelled");
  });
});
