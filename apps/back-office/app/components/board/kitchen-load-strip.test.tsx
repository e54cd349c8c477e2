// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { kitchenLoadOf } from "../../lib/kitchen-load.fixture.ts";
import { KitchenLoadStrip } from "./kitchen-load-strip.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PARIS = "Europe/Paris";
/** The shop's clock from an instant, running on with the machine's (fake timers move both). */
const shopClock = (iso: string) => {
  const offset = Date.parse(iso) - Date.now();
  return () => new Date(Date.now() + offset);
};

function strip(overrides: Partial<Parameters<typeof KitchenLoadStrip>[0]> = {}) {
  const props = {
    load: kitchenLoadOf(),
    problem: null,
    shopNow: shopClock("2026-11-24T11:05:00.000Z"),
    timeZone: PARIS,
    busy: false,
    onEndRush: vi.fn(),
    ...overrides,
  };
  render(<KitchenLoadStrip {...props} />);
  return props;
}

describe("the kitchen's load strip", () => {
  it("draws a bar per window with its time, and says each one in a sentence", () => {
    strip();
    const load = screen.getByRole("region", { name: "Charge de la cuisine" });
    const bars = within(load).getAllByRole("img");
    expect(bars.map((bar) => bar.getAttribute("aria-label"))).toEqual([
      "12:00 : 50 % (30 min sur 60)",
      "12:15 : 80 % (48 min sur 60)",
      "12:30 : 95 % (57 min sur 60)",
      "12:45 : pas de limite (25 min)",
      "13:00 : fermé",
      "13:15 : 0 % (0 min sur 60)",
      "13:30 : 0 % (0 min sur 60)",
      "13:45 : 0 % (0 min sur 60)",
    ]);
    expect(bars.map((bar) => bar.dataset.level)).toEqual([
      "calm",
      "busy",
      "full",
      "unlimited",
      "closed",
      "calm",
      "calm",
      "calm",
    ]);
    // The eye reads the time and the short word; the colour is never alone.
    const shown = (index: number) =>
      [...(bars[index]?.querySelectorAll("span") ?? [])].map((span) => span.textContent);
    expect(shown(1)).toEqual(["12:15", "80 %"]);
    expect(shown(3)).toEqual(["12:45", "25 min", "pas de limite"]);
    expect(shown(4)).toEqual(["13:00", "fermé"]);
    const fills = bars.slice(0, 3).map((bar) => bar.querySelector<HTMLElement>("[style]"));
    expect(fills.map((each) => [each?.className.match(/bg-\S+/)?.[0], each?.style.width])).toEqual([
      ["bg-success", "50%"],
      ["bg-[#fcd34d]", "80%"],
      ["bg-danger", "95%"],
    ]);
    expect(screen.queryByTestId("board-rush")).toBeNull();
  });

  it("shows the coup de feu in force with its end, and takes it away by itself at its time", () => {
    vi.useFakeTimers();
    const props = strip({
      load: kitchenLoadOf({ rush: { extra_minutes: 20, close: false, until: "2026-11-24T11:30:00.000Z" } }),
      shopNow: shopClock("2026-11-24T11:29:58.000Z"),
    });
    const banner = screen.getByTestId("board-rush");
    expect(banner.textContent).toContain("Coup de feu : +20 min jusqu'à 12:30");
    expect(banner.textContent).toContain("Coup de feu : +20 min sur chaque heure promise, jusqu'à 12:30.");
    fireEvent.click(within(banner).getByRole("button", { name: "Terminer le coup de feu" }));
    expect(props.onEndRush).toHaveBeenCalledTimes(1);
    // The strip keeps its name for screen readers, behind the banner.
    expect(screen.getByRole("region", { name: "Charge de la cuisine" })).toBeTruthy();

    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.queryByTestId("board-rush")).toBeNull();
    expect(screen.getByRole("heading", { name: "Charge de la cuisine" }).className).not.toContain("sr-only");
    // 12:30 on the shop's clock: the windows before it left the strip too.
    expect(screen.getAllByRole("img")[0]?.getAttribute("aria-label")).toMatch(/^12:30 /);
  });

  it("says why there are no bars when the load cannot be read", () => {
    strip({ load: null, problem: "Introuvable." });
    expect(screen.getByText("Impossible de lire la charge de la cuisine : Introuvable.")).toBeTruthy();
    expect(screen.queryAllByRole("img")).toEqual([]);
  });
});
