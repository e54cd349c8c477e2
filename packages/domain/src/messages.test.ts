import { describe, expect, it } from "vitest";
import {
  DELIVERY_MESSAGES,
  errorsOccurredMessage,
  FIELD_LABELS,
  MESSAGES,
  minimumOrderMessage,
  opensAtMessage,
  requiredFieldMessage,
  WEEKDAY_LABELS,
} from "./messages.ts";

describe("catalogue des messages", () => {
  it("traduit les textes que la spécification cite en anglais", () => {
    expect(MESSAGES.invalidTab).toBe("Onglet invalide");
    expect(MESSAGES.passwordsDoNotMatch).toBe("Les mots de passe ne correspondent pas");
    expect(MESSAGES.notLoggedIn).toBe("Vous n'êtes pas connecté");
    expect(MESSAGES.temporarilyClosed).toBe("Nous sommes temporairement fermés");
  });

  it("écrit les messages par défaut des formulaires", () => {
    expect(requiredFieldMessage(FIELD_LABELS.email)).toBe("L'adresse e-mail est obligatoire");
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
    expect(Object.keys(DELIVERY_MESSAGES).sort()).toEqual([
      "address_needed",
      "delivery_unavailable",
      "no_zone",
      "too_far",
    ]);
    expect(Object.values(WEEKDAY_LABELS)).toHaveLength(7);
  });

  it("n'a aucun texte vide", () => {
    for (const text of [...Object.values(MESSAGES), ...Object.values(FIELD_LABELS)])
      expect(text.trim()).not.toBe("");
  });
});
