import type {
  DayReportPayload,
  JournalStatusPayload,
  PeriodReportPayload,
  SalesTotalsPayload,
} from "@comptoir/contracts";

/**
 * Reports as the API answers them (packages/contracts/src/reports.ts), in cents: a day of eight
 * sales at the three French rates, paid by card and in cash, taken away and delivered, with an
 * offer and a coupon, a refusal and a refund; its week against the week before; the journal.
 */
export function salesTotalsOf(changes: Partial<SalesTotalsPayload> = {}): SalesTotalsPayload {
  return {
    sales: { count: 8, amount: 10_500 },
    average_ticket: 1_313,
    including_tax: 10_000,
    excluding_tax: 8_941,
    tax: 1_059,
    rates: [
      { rate_basis_points: 550, excluding_tax: 1_896, tax: 104, including_tax: 2_000 },
      { rate_basis_points: 1000, excluding_tax: 4_545, tax: 455, including_tax: 5_000 },
      { rate_basis_points: 2000, excluding_tax: 2_500, tax: 500, including_tax: 3_000 },
    ],
    payment_methods: { card: 6_000, cash: 4_000 },
    modes: { pickup: 7_500, delivery: 2_500 },
    discounts: [
      { name: "Menu midi -10 %", offer_id: 3, coupon: false, count: 2, amount: 300 },
      { name: "BIENVENUE", offer_id: 5, coupon: true, count: 1, amount: 500 },
    ],
    delivery_fees: 350,
    refused: { count: 1, amount: 1_200 },
    cancelled: { count: 0, amount: 0 },
    refunded: { count: 1, amount: 500 },
    till: 4_000,
    ...changes,
  };
}

/** Tuesday 24 November 2026, from 04:00 to 04:00 in Paris. */
export function dayReportOf(changes: Partial<DayReportPayload> = {}): DayReportPayload {
  return {
    date: "2026-11-24",
    starts_at: "2026-11-24T03:00:00.000Z",
    ends_at: "2026-11-25T03:00:00.000Z",
    closed: false,
    totals: salesTotalsOf(),
    ...changes,
  };
}

/** Orders at lunch (11–14) and dinner (19–21), busiest on Friday at 12. */
function weekHeat(): number[][] {
  return Array.from({ length: 7 }, (_, day) =>
    Array.from({ length: 24 }, (_, hour) => {
      if (day === 4 && hour === 12) return 8;
      if (hour >= 11 && hour <= 13) return 2;
      if (hour >= 19 && hour <= 21) return day >= 4 ? 4 : 1;
      return 0;
    }),
  );
}

/** The week of Monday 23 November 2026, against the week before (+12 % of revenue). */
export function periodReportOf(changes: Partial<PeriodReportPayload> = {}): PeriodReportPayload {
  const amounts = [800, 1_200, 0, 1_500, 2_500, 2_000, 2_000];
  return {
    from: "2026-11-23",
    to: "2026-11-29",
    totals: salesTotalsOf(),
    previous: {
      from: "2026-11-16",
      to: "2026-11-22",
      totals: salesTotalsOf({ including_tax: 8_929, average_ticket: 1_400 }),
    },
    days: amounts.map((amount, index) => ({
      date: `2026-11-${23 + index}`,
      sales: amount === 0 ? 0 : Math.ceil(amount / 1_000),
      including_tax: amount,
    })),
    heat: weekHeat(),
    dishes: [
      { item_id: 12, name: "Burger Piment", quantity: 5, amount: 6_250 },
      { item_id: 7, name: "Citronnade gingembre-piment", quantity: 4, amount: 1_400 },
    ],
    options: [{ group: "Sauce", name: "Samouraï", quantity: 3, amount: 150 }],
    ...changes,
  };
}

export function journalStatusOf(changes: Partial<JournalStatusPayload> = {}): JournalStatusPayload {
  return {
    public_key: "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAtest\n-----END PUBLIC KEY-----\n",
    chained: { seq: 42, hash: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08" },
    unchained: 2,
    closings: [
      { closes: "month:2026-10", seq: 40, at: "2026-11-01T03:00:05.000Z", net: 250_000 },
      { closes: "day:2026-11-23", seq: 41, at: "2026-11-24T03:00:02.000Z", net: 10_000 },
    ],
    ...changes,
  };
}
