import { describe, expect, it } from "vitest";
import { boardOrder } from "./board-order.fixture.ts";
import { readyTimeChoices } from "./ready-time.ts";

const noon = Date.parse("2026-11-24T11:00:00.000Z");

describe("the accept dialog's ready times", () => {
  it("offers the promised time first (sent as nothing: the server's default), then later ones", () => {
    const choices = readyTimeChoices(boardOrder({ promised_at: "2026-11-24T11:12:00.000Z" }), noon);
    expect(choices[0]).toEqual({ at: "2026-11-24T11:12:00.000Z", readyAt: null, minutes: null });
    expect(choices.slice(1).map((choice) => [choice.minutes, choice.readyAt])).toEqual([
      [15, "2026-11-24T11:15:00.000Z"],
      [20, "2026-11-24T11:20:00.000Z"],
      [30, "2026-11-24T11:30:00.000Z"],
    ]);
  });

  it("never counts from before the order reached the board (a tablet's clock behind the shop's)", () => {
    const choices = readyTimeChoices(
      boardOrder({ promised_at: "2026-11-24T11:05:00.000Z" }),
      noon - 86_400_000,
    );
    expect(choices[1]?.readyAt).toBe("2026-11-24T11:10:00.000Z");
  });

  it("rounds up to the minute, and leaves a slot far ahead with its promised time alone", () => {
    const choices = readyTimeChoices(boardOrder({ promised_at: "2026-11-24T11:05:00.000Z" }), noon + 20_000);
    expect(choices[1]?.readyAt).toBe("2026-11-24T11:11:00.000Z");
    expect(readyTimeChoices(boardOrder({ promised_at: "2026-11-24T18:30:00.000Z" }), noon)).toHaveLength(1);
  });
});
