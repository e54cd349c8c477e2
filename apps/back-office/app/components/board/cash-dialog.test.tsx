// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { boardOrder } from "../../lib/board-order.fixture.ts";
import { CashDialog } from "./cash-dialog.tsx";

afterEach(cleanup);

function dialog(correcting = false) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const order = boardOrder({
    progress: "ready",
    actions: ["complete", "cancel"],
    total: 12.5,
    cash_collected: correcting ? { id: 7, amount: 2000, at: "2026-11-24T11:30:00.000Z", by: "Karim" } : null,
  });
  render(
    <CashDialog order={order} correcting={correcting} busy={false} onConfirm={onConfirm} onClose={onClose} />,
  );
  return { onConfirm, onClose };
}

const amountField = () => screen.getByRole("textbox", { name: "Montant encaissé (€)" }) as HTMLInputElement;

describe("the cash dialog of a handover", () => {
  it("starts from the order's total, in euros with a comma, and confirms it in cents", () => {
    const { onConfirm } = dialog();
    expect(screen.getByRole("dialog", { name: "Encaissement — commande n° 1" })).toBeTruthy();
    expect(amountField().value).toBe("12,50");
    fireEvent.click(screen.getByRole("button", { name: "Encaisser et remettre" }));
    expect(onConfirm).toHaveBeenCalledWith(1250);
  });

  it("takes another amount typed with a comma, and refuses what is no amount, saying why", () => {
    const { onConfirm } = dialog();
    fireEvent.change(amountField(), { target: { value: "12,5x" } });
    fireEvent.click(screen.getByRole("button", { name: "Encaisser et remettre" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(amountField().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Saisissez un montant en euros, par exemple 12,50.")).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: "20" } });
    fireEvent.click(screen.getByRole("button", { name: "Encaisser et remettre" }));
    expect(onConfirm).toHaveBeenCalledWith(2000);
  });

  it("corrects from the amount recorded, and cancels without a word to the server", () => {
    const { onConfirm, onClose } = dialog(true);
    expect(screen.getByRole("dialog", { name: "Corriger l'encaissement — commande n° 1" })).toBeTruthy();
    expect(amountField().value).toBe("20,00");
    fireEvent.click(screen.getByRole("button", { name: "Annuler" }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
