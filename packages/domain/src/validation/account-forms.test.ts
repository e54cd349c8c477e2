import { describe, expect, it } from "vitest";
import { accountDeletionFormSchema, newPasswordSchema, passwordResetFormSchema } from "./account-forms.ts";
import { fieldErrors } from "./form-errors.ts";

describe("réinitialisation du mot de passe", () => {
  it("accepte deux mots de passe identiques", () => {
    expect(
      passwordResetFormSchema.safeParse({ password: "harissa-2026", password_confirmation: "harissa-2026" })
        .success,
    ).toBe(true);
  });

  it("dit « Les mots de passe ne correspondent pas » sur la confirmation", () => {
    const result = passwordResetFormSchema.safeParse({
      password: "harissa-2026",
      password_confirmation: "harissa-2027",
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        password_confirmation: "Les mots de passe ne correspondent pas",
      });
    }
  });

  it("exige un mot de passe d'au moins 8 caractères", () => {
    expect(newPasswordSchema.safeParse("").error?.issues[0]?.message).toBe("Le mot de passe est obligatoire");
    expect(newPasswordSchema.safeParse("piment").error?.issues[0]?.message).toBe(
      "Le mot de passe doit contenir au moins 8 caractères",
    );
    expect(newPasswordSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      "Le mot de passe est obligatoire",
    );
  });
});

describe("suppression du compte", () => {
  const valid = { token: "jeton", password: "harissa-2026", password_confirmation: "harissa-2026" };

  it("accepte un client connecté qui confirme son mot de passe", () => {
    expect(accountDeletionFormSchema.safeParse(valid).success).toBe(true);
  });

  it("exige d'être connecté", () => {
    for (const token of [null, undefined, ""]) {
      const result = accountDeletionFormSchema.safeParse({ ...valid, token });
      expect(result.error?.issues[0]?.message).toBe("Vous n'êtes pas connecté");
    }
  });

  it("exige le mot de passe", () => {
    const result = accountDeletionFormSchema.safeParse({ ...valid, password: "", password_confirmation: "" });
    expect(result.error?.issues[0]?.message).toBe("Le mot de passe est obligatoire");
  });

  it("exige une confirmation identique", () => {
    const result = accountDeletionFormSchema.safeParse({ ...valid, password_confirmation: "autre" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Les mots de passe ne correspondent pas",
    ]);
  });
});
