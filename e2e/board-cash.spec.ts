import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { boardState, openShop, placeOrders, staffCall } from "./board-orders.ts";
import { openAsOwner } from "./staff.ts";

/**
 * The cash of a cash order at its handover (ADR 066), in real Chromium on a kitchen tablet: the
 * "Terminée" button asks for the amount collected, prefilled with the total, typed with a French
 * comma; the order then says what was collected, and its history corrects it, which every open
 * board reads from the server.
 */

const TABLET = { width: 1024, height: 768 };

test.skip(
  ({ isMobile }) => isMobile,
  "le tableau se tient sur la tablette : le projet « ordinateur » la prend",
);
test.use({ viewport: TABLET });

async function openBoard(page: Page) {
  await openAsOwner(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Commandes" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "En direct" })).toBeVisible();
}

/** "12,50" from euros, and its "12,50 €" as the board writes it. */
const comma = (euros: number) => euros.toFixed(2).replace(".", ",");
const shown = (euros: number) => `${comma(euros)}\u00a0€`;

test("une commande en espèces remise avec le montant encaissé, puis corrigé : le tableau montre le montant corrigé", async ({
  page,
  request,
}, testInfo) => {
  await openShop(request);
  const [orderId] = await placeOrders(request, 1);
  for (const action of ["accept", "start_preparing", "mark_ready"]) {
    await staffCall(request, "POST", `/v2/staff/orders/${orderId}/actions`, { action });
  }
  const order = (await boardState(request)).orders.find((each) => each.id === orderId);
  if (!order) throw new Error("la commande n'est pas au tableau");

  await openBoard(page);
  const card = page.getByRole("article", { name: `Commande ${order.number}`, exact: true });
  await expect(card).toHaveAttribute("data-progress", "ready");
  await expect(card.getByTestId("board-payment")).toHaveText(`À encaisser : ${shown(order.total)}`);

  // The handover asks for the cash, the total already typed.
  await card.getByRole("button", { name: "Terminée", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Encaissement — commande ${order.number}` });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByRole("textbox", { name: "Montant encaissé (€)" });
  await expect(amount).toHaveValue(comma(order.total));
  await expect(amount).toBeFocused();
  const confirm = dialog.getByRole("button", { name: "Encaisser et remettre" });
  expect((await confirm.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("tableau-encaissement.png") });

  // A wrong amount is said in the dialog, and nothing leaves it.
  await amount.fill("douze");
  await confirm.click();
  await expect(dialog.getByText("Saisissez un montant en euros, par exemple 12,50.")).toBeVisible();
  await expect(amount).toHaveAttribute("aria-invalid", "true");

  // The customer handed a note of 20 € more than the total: typed with a comma.
  const collected = order.total + 20;
  await amount.fill(comma(collected));
  await confirm.click();
  await expect(dialog).toBeHidden();
  // Finished orders are folded at the bottom of the board: the handed-over one is there.
  await page
    .getByTestId("board-column-done")
    .getByText(/^Terminées/)
    .click();
  await expect(card).toHaveAttribute("data-progress", "completed");
  await expect(card.getByTestId("board-payment")).toHaveText(`Encaissé ${shown(collected)}`);

  // It was the change: the amount is corrected from the order's history.
  await card.getByText("Historique").click();
  await card.getByRole("button", { name: "Corriger l'encaissement" }).click();
  const correction = page.getByRole("dialog", { name: `Corriger l'encaissement — commande ${order.number}` });
  const corrected = correction.getByRole("textbox", { name: "Montant encaissé (€)" });
  await expect(corrected).toHaveValue(comma(collected));
  await corrected.fill(comma(order.total));
  await correction.getByRole("button", { name: "Enregistrer la correction" }).click();
  await expect(correction).toBeHidden();
  await expect(card.getByTestId("board-payment")).toHaveText(`Encaissé ${shown(order.total)}`);
  await expect(card.getByTestId("board-cash-collected")).toHaveText(
    new RegExp(`^Encaissé ${comma(order.total)}\\s€ par `),
  );

  // The server keeps the correction (another tablet reads the same), never an edit of the first.
  const after = (await staffCall(request, "GET", `/v2/staff/orders/${orderId}`)) as {
    cash_collected: { amount: number } | null;
  };
  expect(after.cash_collected?.amount).toBe(Math.round(order.total * 100));
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "En direct" })).toBeVisible();
  await page
    .getByTestId("board-column-done")
    .getByText(/^Terminées/)
    .click();
  await expect(
    page.getByRole("article", { name: `Commande ${order.number}`, exact: true }).getByTestId("board-payment"),
  ).toHaveText(`Encaissé ${shown(order.total)}`);
});
