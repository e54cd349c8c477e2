import { type CheckoutTab, cents, enterPaymentStep } from "@comptoir/domain";
import { describe, expect, it } from "vitest";
import { type Checkout, type CheckoutEvent, checkoutReducer, STARTING_PAGE } from "./checkout-reducer.ts";
import { initialCheckout } from "./checkout-state.ts";

const lea = { first_name: "Léa", last_name: "Martin", email: "lea@example.fr", phone: "0612345678" };

function checkoutOn(tab: CheckoutTab): Checkout {
  return { saved: { ...initialCheckout("2026-11-24"), tab, personal: lea }, page: STARTING_PAGE };
}

function after(checkout: Checkout, ...events: CheckoutEvent[]): Checkout {
  return events.reduce(checkoutReducer, checkout);
}

const said = (text: string): CheckoutEvent => ({ type: "alert_said", text });

describe("les onglets de la commande", () => {
  it("« suivant » et « précédent » avancent d'un onglet et s'arrêtent aux bouts", () => {
    expect(after(checkoutOn("type"), { type: "tab_requested", request: "next" }).saved.tab).toBe("personal");
    expect(after(checkoutOn("personal"), { type: "tab_requested", request: "prev" }).saved.tab).toBe("type");
    const first = checkoutOn("type");
    expect(after(first, { type: "tab_requested", request: "prev" })).toBe(first);
    const last = checkoutOn("confirmation");
    expect(after(last, { type: "tab_requested", request: "next" })).toBe(last);
  });

  it("un onglet inconnu ne bouge rien et le dit", () => {
    const next = after(checkoutOn("delivery"), { type: "tab_requested", request: "livraison" });
    expect(next.saved.tab).toBe("delivery");
    expect(next.page.alert?.text).toBe("Onglet invalide");
  });

  it("un onglet nommé y mène, depuis la récapitulation", () => {
    expect(after(checkoutOn("confirmation"), { type: "tab_requested", request: "delivery" }).saved.tab).toBe(
      "delivery",
    );
  });
});

describe("le type de commande", () => {
  const pickup = { advance: true as const, mode: "pickup" as const };

  it("choisi, il est montré appuyé, et l'onglet avance seulement après le délai", () => {
    const chosen = after(checkoutOn("type"), said("Ancienne alerte"), {
      type: "order_type_chosen",
      mode: "pickup",
      outcome: pickup,
    });
    expect(chosen.page.chosenType).toBe("pickup");
    expect(chosen.page.alert).toBeNull();
    expect(chosen.saved.tab).toBe("type");
    expect(after(chosen, { type: "order_type_delay_over" }).saved.tab).toBe("personal");
  });

  it("le délai passé, un client déjà ailleurs n'est pas déplacé", () => {
    const chosen = after(checkoutOn("type"), { type: "order_type_chosen", mode: "pickup", outcome: pickup });
    const elsewhere = after(chosen, { type: "tab_requested", request: "delivery" });
    expect(after(elsewhere, { type: "order_type_delay_over" }).saved.tab).toBe("delivery");
  });

  it("la livraison sous le minimum de commande dit le minimum et reste sur le type", () => {
    const outcome = {
      advance: false as const,
      reason: "below_minimum_order" as const,
      minimumOrder: cents(1500),
    };
    const next = after(checkoutOn("type"), { type: "order_type_chosen", mode: "delivery", outcome });
    expect(next.page.chosenType).toBe("delivery");
    expect(next.page.alert?.text).toBe("Le minimum de commande pour la livraison est de 15,00\u00a0€");
    expect(after(next, { type: "order_type_delay_over" }).saved.tab).toBe("type");
  });
});

describe("les alertes", () => {
  it("la même alerte dite deux fois est annoncée deux fois", () => {
    const once = after(checkoutOn("personal"), said("Veuillez remplir tous les champs obligatoires"));
    const twice = after(once, said("Veuillez remplir tous les champs obligatoires"));
    expect(twice.page.alert?.text).toBe(once.page.alert?.text);
    expect(twice.page.alert?.id).not.toBe(once.page.alert?.id);
  });

  it("fermée, elle disparaît ; rien à fermer ne change rien", () => {
    const shown = after(checkoutOn("personal"), said("Onglet invalide"));
    expect(after(shown, { type: "alert_dismissed" }).page.alert).toBeNull();
    const quiet = checkoutOn("personal");
    expect(after(quiet, { type: "alert_dismissed" })).toBe(quiet);
  });

  it("ce que le client change répond à l'alerte : elle s'en va", () => {
    const shown = after(checkoutOn("payment"), said("Le paiement a échoué, merci de réessayer."));
    const edits: CheckoutEvent[] = [
      { type: "personal_edited", field: "phone", value: "0700000000" },
      { type: "delivery_edited", patch: { address: "3 Rue Mercière" } },
      { type: "demo_card_edited", field: "cvc", value: "123" },
      { type: "method_chosen", method: "cash" },
    ];
    for (const edit of edits) expect(after(shown, edit).page.alert).toBeNull();
  });

  it("une action qui échoue sans prévenir n'attend plus rien et dit l'erreur", () => {
    const next = after(
      checkoutOn("confirmation"),
      { type: "waiting", for: "placing" },
      { type: "action_failed", alert: "Une erreur est survenue, veuillez réessayer" },
    );
    expect(next.page.wait).toBeNull();
    expect(next.page.alert?.text).toBe("Une erreur est survenue, veuillez réessayer");
  });
});

describe("les formulaires", () => {
  it("les champs quittés montrent leurs erreurs ; les quitter encore ne change rien", () => {
    const left = after(checkoutOn("personal"), { type: "fields_left", form: "personal", fields: ["email"] });
    expect([...left.page.touched]).toEqual(["personal.email"]);
    expect(after(left, { type: "fields_left", form: "personal", fields: ["email"] })).toBe(left);
    const all = after(left, { type: "fields_left", form: "card", fields: ["card_number", "cvc"] });
    expect([...all.page.touched]).toEqual(["personal.email", "card.card_number", "card.cvc"]);
  });

  it("la carte de démonstration se remplit champ par champ, jamais dans l'état gardé", () => {
    const next = after(
      checkoutOn("payment"),
      { type: "demo_card_edited", field: "card_number", value: "4242 4242 4242 4242" },
      { type: "demo_card_edited", field: "expiry", value: "12/30" },
    );
    expect(next.page.demoCard).toEqual({ card_number: "4242 4242 4242 4242", expiry: "12/30", cvc: "" });
    expect(JSON.stringify(next.saved)).not.toContain("4242");
  });

  it("l'adresse enregistrée recopiée dans le formulaire garde le reste", () => {
    const next = after(checkoutOn("delivery"), {
      type: "saved_address_copied",
      address: { address: "12 Rue de Marseille", city: "Lyon", postal_code: "69007" },
    });
    expect(next.saved.delivery).toMatchObject({ address: "12 Rue de Marseille", country: "France" });
  });

  it("le formulaire de Stripe dit s'il est complet ; la même réponse ne change rien", () => {
    const complete = after(checkoutOn("payment"), { type: "stripe_form_changed", complete: true });
    expect(complete.page.stripeComplete).toBe(true);
    expect(after(complete, { type: "stripe_form_changed", complete: true })).toBe(complete);
  });
});

describe("les gardes et les réponses du serveur", () => {
  it("quitter la livraison sans coordonnées valides renvoie aux coordonnées", () => {
    const next = after(checkoutOn("delivery"), {
      type: "delivery_checked",
      outcome: { ok: false, alert: "Veuillez remplir tous les champs obligatoires", goTo: "personal" },
    });
    expect(next.saved.tab).toBe("personal");
    expect(next.page.alert?.text).toBe("Veuillez remplir tous les champs obligatoires");
  });

  it("sans espèces, quitter la livraison passe à la carte ; sinon rien ne change", () => {
    const cardOnly = after(checkoutOn("delivery"), {
      type: "delivery_checked",
      outcome: { ok: true, cardOnly: true },
    });
    expect(cardOnly.saved.payment.method).toBe("card");
    const cash = checkoutOn("delivery");
    expect(after(cash, { type: "delivery_checked", outcome: { ok: true, cardOnly: false } })).toBe(cash);
  });

  it("des plats fermés au créneau renvoient à la livraison en les nommant", () => {
    const outcome = enterPaymentStep({
      time: { ok: false, problem: "items_closed", itemNames: ["Bo bun"] },
    });
    const next = after(checkoutOn("confirmation"), { type: "payment_time_checked", outcome });
    expect(next.saved.tab).toBe("delivery");
    expect(next.page.alert?.text).toContain("Bo bun");
    const open = checkoutOn("confirmation");
    expect(after(open, { type: "payment_time_checked", outcome: { ok: true, goTo: "payment" } })).toBe(open);
  });

  it("une commande refusée dit l'alerte et sa raison, et reste là où elle peut être corrigée", () => {
    const stays = after(checkoutOn("confirmation"), {
      type: "order_refused",
      refusal: { alert: "Une erreur est survenue", detail: "Option retirée", goTo: null, reloadMenu: true },
    });
    expect(stays.saved.tab).toBe("confirmation");
    expect(stays.page.alert).toMatchObject({ text: "Une erreur est survenue", detail: "Option retirée" });
    const slot = after(checkoutOn("confirmation"), {
      type: "order_refused",
      refusal: {
        alert: "Ce créneau n'est plus disponible",
        detail: null,
        goTo: "delivery",
        reloadMenu: false,
      },
    });
    expect(slot.saved.tab).toBe("delivery");
  });

  it("préparer la carte : on l'attend, puis son problème est dit sous le formulaire", () => {
    const preparing = after(checkoutOn("payment"), { type: "card_preparing" });
    expect(preparing.page).toMatchObject({ wait: "card", cardProblem: null });
    const failed = after(preparing, { type: "card_prepared", problem: "Paiement indisponible" });
    expect(failed.page).toMatchObject({ wait: null, cardProblem: "Paiement indisponible" });
    expect(after(failed, { type: "card_preparing" }).page.cardProblem).toBeNull();
  });

  it("la banque de démonstration demande l'accord, le client répond", () => {
    const asked = after(checkoutOn("confirmation"), { type: "approval_asked" });
    expect(asked.page.askingApproval).toBe(true);
    expect(after(asked, { type: "approval_answered" }).page.askingApproval).toBe(false);
  });

  it("les plats que la carte ne vend plus, et ceux dont le prix a changé, sont nommés", () => {
    const next = after(checkoutOn("type"), { type: "items_removed", names: ["Bo bun"], repriced: ["Wings"] });
    expect(next.page.removedItems).toEqual(["Bo bun"]);
    expect(next.page.repricedItems).toEqual(["Wings"]);
  });
});

describe("la commande passée", () => {
  const placed = { orderId: 41, localId: "abcdefghijklmnop", fingerprint: "frites", total: 4 };

  it("placée, elle est gardée avec son numéro ; une carte refusée ramène au paiement", () => {
    const stored = after(checkoutOn("confirmation"), { type: "order_placed", placed });
    expect(stored.saved).toMatchObject({ placed, confirmation: { order_id: 41 } });
    const declined = after(stored, { type: "card_declined" });
    expect(declined.saved).toMatchObject({ tab: "payment", payment: { failed: true }, placed });
    expect(after(declined, { type: "card_paid" }).saved.payment.failed).toBe(false);
  });

  it("un panier changé depuis la commande gardée prend une nouvelle clé", () => {
    const stored = after(checkoutOn("confirmation"), { type: "order_placed", placed });
    const renewed = after(stored, { type: "order_key_renewed", localId: "qrstuvwxyz012345" });
    expect(renewed.saved).toMatchObject({ localId: "qrstuvwxyz012345", placed: null });
  });

  it("un prix repris par le serveur est montré, puis oublié une fois la commande passée", () => {
    const price = { key: "k", cart: {} as never, previousTotal: cents(400), message: "Les prix ont changé." };
    const changed = after(
      checkoutOn("confirmation"),
      { type: "demo_card_edited", field: "cvc", value: "123" },
      { type: "price_changed", price },
    );
    expect(changed.page.serverPrice).toBe(price);
    const done = after(changed, { type: "ordered", today: "2026-11-25" });
    expect(done.page.serverPrice).toBeNull();
    expect(done.page.demoCard).toEqual({ card_number: "", expiry: "", cvc: "" });
    expect(done.saved).toMatchObject({
      tab: "type",
      personal: lea,
      delivery: { delivery_date: "2026-11-25" },
    });
    expect(done.saved.localId).not.toBe(changed.saved.localId);
  });
});

describe("l'onglet livraison suit l'horloge du restaurant", () => {
  const noAsap = { asapOffered: false, days: ["2026-11-24", "2026-11-25"] as const };

  it("« dès que possible » n'étant plus proposé, un créneau est demandé", () => {
    const next = after(checkoutOn("delivery"), { type: "order_times_known", times: noAsap });
    expect(next.saved.delivery.is_scheduled).toBe(true);
  });

  it("un jour sans créneau laisse la place au premier jour qui en a, sans créneau choisi", () => {
    const onMonday = after(checkoutOn("delivery"), {
      type: "delivery_edited",
      patch: { is_scheduled: true, delivery_date: "2026-11-24", delivery_time_range: "21:30" },
    });
    const next = after(onMonday, {
      type: "order_times_known",
      times: { asapOffered: true, days: ["2026-11-25", "2026-11-26"] },
    });
    expect(next.saved.delivery).toMatchObject({ delivery_date: "2026-11-25", delivery_time_range: null });
  });

  it("rien à corriger, ou les mêmes horaires redits : le même objet, donc pas de nouveau rendu", () => {
    const times = { asapOffered: true, days: ["2026-11-24"] };
    const known = after(checkoutOn("delivery"), { type: "order_times_known", times });
    expect(after(known, { type: "order_times_known", times: { ...times, days: ["2026-11-24"] } })).toBe(
      known,
    );
    expect(after(known, { type: "alert_dismissed" })).toBe(known);
  });

  it("ailleurs que sur la livraison rien ne bouge ; en y arrivant, la règle s'applique", () => {
    const personal = after(checkoutOn("personal"), { type: "order_times_known", times: noAsap });
    expect(personal.saved.delivery.is_scheduled).toBe(false);
    expect(after(personal, { type: "tab_requested", request: "next" }).saved.delivery.is_scheduled).toBe(
      true,
    );
  });

  it("choisir « dès que possible » quand il n'est plus proposé garde le créneau", () => {
    const known = after(checkoutOn("delivery"), { type: "order_times_known", times: noAsap });
    const next = after(known, {
      type: "delivery_edited",
      patch: { is_scheduled: false, delivery_date: "2026-11-24", delivery_time_range: null },
    });
    expect(next.saved.delivery.is_scheduled).toBe(true);
  });
});

describe("un client connecté", () => {
  const account = {
    ...lea,
    first_name: "Léna",
    phone: "0699999999",
    address: { address: "12 rue de Marseille", city: "Lyon", postal_code: "69007", country: "France" },
  };
  const empty = (): Checkout => ({ saved: initialCheckout("2026-11-24"), page: STARTING_PAGE });

  it("trouve ses coordonnées et son adresse enregistrée remplies", () => {
    const next = after(empty(), { type: "account_prefilled", user: account });
    expect(next.saved.personal).toEqual({
      first_name: "Léna",
      last_name: "Martin",
      email: "lea@example.fr",
      phone: "0699999999",
    });
    expect(next.saved.delivery).toMatchObject({
      address: "12 rue de Marseille",
      city: "Lyon",
      postal_code: "69007",
      country: "France",
    });
  });

  it("garde ce qui est déjà saisi, et une adresse déjà choisie ; rien à changer, le même état", () => {
    const typed = checkoutOn("personal");
    const withAddress: Checkout = {
      ...typed,
      saved: { ...typed.saved, delivery: { ...typed.saved.delivery, address: "1 place Bellecour" } },
    };
    const next = after(withAddress, { type: "account_prefilled", user: account });
    expect(next).toBe(withAddress);
    const noAddress = after(empty(), { type: "account_prefilled", user: { ...account, address: null } });
    expect(noAddress.saved.delivery.address).toBe("");
    expect(after(noAddress, { type: "account_prefilled", user: { ...account, address: null } })).toBe(
      noAddress,
    );
  });
});

describe("un créneau que la cuisine ne peut plus prendre (ADR 065)", () => {
  const chosen = after(checkoutOn("delivery"), {
    type: "delivery_edited",
    patch: { is_scheduled: true, delivery_date: "2026-11-24", delivery_time_range: "12:30" },
  });

  it("est retiré du choix, l'alerte du serveur gardée : ce n'est pas le client qui a changé", () => {
    const refused = after(chosen, said("La cuisine est complète à cette heure-là."));
    const next = after(refused, { type: "slot_full", slot: "12:30" });
    expect(next.saved.delivery).toMatchObject({ is_scheduled: true, delivery_time_range: null });
    expect(next.page.alert?.text).toBe("La cuisine est complète à cette heure-là.");
  });

  it("un autre créneau que celui choisi ne change rien", () => {
    expect(after(chosen, { type: "slot_full", slot: "12:45" })).toBe(chosen);
  });
});
