import { describe, expect, it } from "vitest";
import { factsWithQuote, quoteBodyFor, quoteKey, whenQuoteView } from "./kitchen-quote.ts";

const PARIS = "Europe/Paris";
const SLOTS = ["12:00 - 12:15", "12:15 - 12:30", "12:30 - 12:45"];

/** What the step draws for a quote on Tuesday 24 November 2026 (Paris is UTC+1 then). */
function view(overrides: Partial<Parameters<typeof whenQuoteView>[0]> = {}) {
  const quote = { load: 12, asap: "2026-11-24T11:25:00.000Z", full: ["2026-11-24T11:15:00.000Z"] };
  return whenQuoteView({
    todayQuote: quote,
    dayQuote: quote,
    mode: "pickup",
    date: "2026-11-24",
    timeZone: PARIS,
    asapOffered: true,
    slots: SLOTS,
    chosen: null,
    ...overrides,
  });
}

describe("the quote's question", () => {
  it("asks once per dish with its units summed, for the mode and the day", () => {
    const body = quoteBodyFor(
      [
        { itemId: "7", quantity: 2 },
        { itemId: "3", quantity: 1 },
        { itemId: "7", quantity: 1 },
      ],
      "delivery",
      "2026-11-25",
    );
    expect(body).toEqual({
      mode: "delivery",
      date: "2026-11-25",
      lines: [
        { item_id: 7, quantity: 3 },
        { item_id: 3, quantity: 1 },
      ],
    });
  });

  it("changes its key with the cart, the mode or the day, and only then", () => {
    const lines = [{ itemId: "7", quantity: 2 }];
    const key = quoteKey(quoteBodyFor(lines, "pickup", "2026-11-24"));
    expect(quoteKey(quoteBodyFor([{ itemId: "7", quantity: 2 }], "pickup", "2026-11-24"))).toBe(key);
    expect(quoteKey(quoteBodyFor([{ itemId: "7", quantity: 3 }], "pickup", "2026-11-24"))).not.toBe(key);
    expect(quoteKey(quoteBodyFor(lines, "delivery", "2026-11-24"))).not.toBe(key);
    expect(quoteKey(quoteBodyFor(lines, "pickup", "2026-11-25"))).not.toBe(key);
  });
});

describe("the when-step as the quote words it", () => {
  it("says the kitchen's ready time for « dès que possible »", () => {
    expect(view().asapLabel).toBe("Dès que possible · prête vers 12:25");
    expect(view({ mode: "delivery" }).asapLabel).toBe("Dès que possible · livrée vers 12:25");
  });

  it("keeps the step's own wording without a quote, without a time, or when the rules offer no « dès que possible »", () => {
    expect(view({ todayQuote: null })).toMatchObject({ asapLabel: null, asapNote: null });
    expect(view({ asapOffered: false })).toMatchObject({ asapLabel: null, asapNote: null });
    const noTime = view({ todayQuote: { load: 3, asap: null, full: [] } });
    expect(noTime.asapLabel).toBeNull();
    // The kitchen cannot take the cart now: said under the choice, which stays choosable.
    expect(noTime.asapNote).toBe("La cuisine est complète pour le moment : choisissez plutôt un créneau.");
    expect(view({ todayQuote: { load: 3, asap: null, full: [] }, asapOffered: false }).asapNote).toBeNull();
  });

  it("takes « dès que possible » from today's quote and the slots from the listed day's", () => {
    const tomorrow = { load: 12, asap: null, full: ["2026-11-25T11:00:00.000Z"] };
    const shown = view({ date: "2026-11-25", dayQuote: tomorrow });
    expect(shown.asapLabel).toBe("Dès que possible · prête vers 12:25");
    expect(shown.asapNote).toBeNull();
    expect(shown.slots.filter((slot) => slot.full).map((slot) => slot.value)).toEqual(["12:00 - 12:15"]);
  });

  it("marks « complet » the slots whose window starts in `full`, on the day looked at only", () => {
    expect(view().slots).toEqual([
      { value: "12:00 - 12:15", text: "12:00 - 12:15", full: false },
      { value: "12:15 - 12:30", text: "12:15 - 12:30 · complet", full: true },
      { value: "12:30 - 12:45", text: "12:30 - 12:45", full: false },
    ]);
    // The same clock time tomorrow is another window.
    expect(view({ date: "2026-11-25" }).slots.some((slot) => slot.full)).toBe(false);
    // Slots labelled by their start alone.
    expect(view({ slots: ["12:00", "12:15"] }).slots.map((slot) => slot.full)).toEqual([false, true]);
    expect(view({ dayQuote: null }).slots.every((slot) => !slot.full)).toBe(true);
  });

  it("says when the chosen slot became full, and only then", () => {
    expect(view({ chosen: "12:15 - 12:30" }).chosenFull).toBe(
      "Le créneau 12:15 - 12:30 est maintenant complet. Choisissez-en un autre.",
    );
    expect(view({ chosen: "12:30 - 12:45" }).chosenFull).toBeNull();
    expect(view({ chosen: null }).chosenFull).toBeNull();
  });
});

describe("the confirmation's time", () => {
  const facts = [
    { label: "Mode", value: "À emporter", tab: "type" as const },
    { label: "Quand", value: "Dès que possible, vers 12:15", tab: "delivery" as const },
  ];

  it("is the kitchen's ready time once quoted, the rules' minimum until then", () => {
    const quote = { load: 12, asap: "2026-11-24T11:40:00.000Z", full: [] };
    expect(factsWithQuote(facts, quote, PARIS)).toEqual([
      facts[0],
      { label: "Quand", value: "Dès que possible, vers 12:40", tab: "delivery" },
    ]);
    expect(factsWithQuote(facts, null, PARIS)).toBe(facts);
    expect(factsWithQuote(facts, { ...quote, asap: null }, PARIS)).toBe(facts);
  });
});
