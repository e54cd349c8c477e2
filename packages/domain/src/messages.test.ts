import { alerts, delivery, fieldLabels, weekdays } from "@comptoir/messages";
import { describe, expect, it } from "vitest";
import {
  errorsOccurredMessage,
  minimumOrderMessage,
  opensAtMessage,
  requiredFieldMessage,
} from "./messages.ts";

describe("catalogue des messages", () => {
  it("traduit les textes que la spécification cite en anglais", () => {
    expect(alerts.invalidTab).toBe("Onglet invalide");
    expect(alerts.passwordsDoNotMatch).toBe("Les mots de passe ne correspondent pas");
    expect(alerts.notLoggedIn).toBe("Vous n'êtes pas connecté");
    expect(alerts.temporarilyClosed).toBe("Nous sommes temporairement fermés");
  });

  it("écrit les messages par défaut des formulaires", () => {
    expect(requiredFieldMessage(fieldLabels.email)).toBe("L'adresse e-mail est obligatoire");
    expect(errorsOccurredMessage(1)).toBe("1 erreur est survenue");
    expect(errorsOccurredMessage(3)).toBe("3 erreurs sont survenues");
  });

  it("dit le minimum de commande et l'heure d'ouverture", () => {
    expect(minimumOrderMessage("15,00\u00a0€")).toBe(
      "Le minimum de commande pour la livraison est de 15,00\u00a0€",
    );
    expect(opensAtMessage("18:30")).toBe("Ouvre à 18:30");
  });

  it("a un message pour chaque refus de livraison et un nom pour chaque jour", () => {
    expect(Object.keys(delivery).sort()).toEqual([
      "address_needed",
      "delivery_unavailable",
      "no_zone",
      "too_far",
    ]);
    expect(Object.values(weekdays)).toHaveLength(7);
  });

  it("n'a aucun texte vide", () => {
    for (const text of [...Object.values(alerts), ...Object.values(fieldLabels)])
      expect(text.trim()).not.toBe("");
  });
});
