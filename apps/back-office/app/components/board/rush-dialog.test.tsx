// @vitest-environment happy-dom

import type { RushPayload } from "@comptoir/contracts";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RushDialog } from "./rush-dialog.tsx";

afterEach(cleanup);

/** 12:10 in Paris on the shop's clock, whatever the machine's. */
const shopNow = () => new Date("2026-11-24T11:10:00.000Z");

function dialog(problem: string | null = null, current: RushPayload | null = null) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <RushDialog
      shopNow={shopNow}
      timeZone="Europe/Paris"
      current={current}
      busy={false}
      problem={problem}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose };
}

describe("the coup de feu's dialog", () => {
  it("starts one with +20 min for 30 minutes in two taps", () => {
    const { onConfirm } = dialog();
    expect(screen.getByRole("dialog", { name: "Coup de feu" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "+20 min" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "30 min · 12:40" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Lancer le coup de feu" }));
    expect(onConfirm).toHaveBeenCalledWith({
      extra_minutes: 20,
      close: false,
      until: "2026-11-24T11:40:00.000Z",
    });
  });

  it("adds other minutes, closes the next windows, until a whole hour", () => {
    const { onConfirm } = dialog();
    fireEvent.click(screen.getByRole("radio", { name: "+30 min" }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Fermer les prochains créneaux/ }));
    expect(screen.getByRole("radio", { name: "1 h · 13:10" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "jusqu'à 14:00" }));
    fireEvent.click(screen.getByRole("button", { name: "Lancer le coup de feu" }));
    expect(onConfirm).toHaveBeenCalledWith({
      extra_minutes: 30,
      close: true,
      until: "2026-11-24T13:00:00.000Z",
    });
  });

  it("asks for something to do rather than send a coup de feu that changes nothing", () => {
    const { onConfirm } = dialog();
    fireEvent.click(screen.getByRole("radio", { name: "Rien" }));
    fireEvent.click(screen.getByRole("button", { name: "Lancer le coup de feu" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe(
      "Ajoutez des minutes ou fermez les créneaux : sinon, il n'y a pas de coup de feu.",
    );
    fireEvent.click(screen.getByRole("checkbox", { name: /Fermer les prochains créneaux/ }));
    fireEvent.click(screen.getByRole("button", { name: "Lancer le coup de feu" }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ extra_minutes: 0, close: true }));
  });

  it("starts from the coup de feu in force, to change it", () => {
    dialog(null, { extra_minutes: 10, close: true, until: "2026-11-24T11:30:00.000Z" });
    expect((screen.getByRole("radio", { name: "+10 min" }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole("checkbox", { name: /Fermer les prochains créneaux/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it("says the server's refusal, and closes on Retour", () => {
    const { onClose } = dialog("Impossible de changer le coup de feu : Réessayez.");
    expect(screen.getByRole("alert").textContent).toBe("Impossible de changer le coup de feu : Réessayez.");
    fireEvent.click(screen.getByRole("button", { name: "Retour" }));
    expect(onClose).toHaveBeenCalled();
  });
});
