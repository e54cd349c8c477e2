import { describe, expect, it } from "vitest";
import { fieldId, firstInvalidField, shownErrors } from "./account-form.ts";
import {
  changePasswordErrors,
  deletionErrors,
  emailErrors,
  loginErrors,
  profileErrors,
  resetErrors,
  signupErrors,
  verifyErrors,
} from "./account-form-checks.ts";
import { handoffOf } from "./auth-handoff.ts";
import { profileUpdateOf } from "./profile-fields.ts";

const profile = {
  first_name: " Léa ",
  last_name: "Martin",
  phone: "06 12 34 56 78",
  has_address: false,
  address: "",
  city: "",
  postal_code: "",
  country: "France",
};

describe("les formulaires du compte disent leurs erreurs en français", () => {
  it("connexion et inscription : les règles du serveur", () => {
    expect(loginErrors({ email: "", password: "" })).toMatchObject({
      email: "L'adresse e-mail est obligatoire",
      password: "Le mot de passe est obligatoire",
    });
    expect(loginErrors({ email: "lea@example.fr", password: "x" })).toEqual({});
    const signup = signupErrors({
      first_name: "",
      last_name: "M",
      email: "lea@",
      phone: "12",
      password: "court",
    });
    expect(signup.first_name).toBe("Le prénom est obligatoire");
    expect(signup.email).toBe("L'adresse e-mail n'est pas valide");
    expect(signup.phone).toBeDefined();
    expect(signup.password).toMatch(/au moins 8 caractères/);
  });

  it("le code a 6 chiffres ; l'adresse pour le recevoir est valide", () => {
    expect(verifyErrors({ email: "lea@example.fr", otp: "12a" }).otp).toBe(
      "Le code se compose de 6 chiffres.",
    );
    expect(verifyErrors({ email: "lea@example.fr", otp: " 123456 " })).toEqual({});
    expect(emailErrors({ email: "" }).email).toBe("L'adresse e-mail est obligatoire");
  });

  it("nouveau mot de passe : les deux saisies doivent correspondre", () => {
    expect(
      resetErrors({ otp: "123456", password: "nouveau-123", password_confirmation: "autre-1234" }),
    ).toEqual({
      password_confirmation: "Les mots de passe ne correspondent pas",
    });
    expect(resetErrors({ otp: "", password: "nouveau-123", password_confirmation: "nouveau-123" }).otp).toBe(
      "Le code se compose de 6 chiffres.",
    );
    expect(
      changePasswordErrors({
        current_password: "",
        password: "nouveau-123",
        password_confirmation: "nouveau-123",
      }),
    ).toEqual({ current_password: "Le mot de passe est obligatoire" });
  });

  it("suppression : connecté, le mot de passe, et sa confirmation", () => {
    expect(deletionErrors({ password: "", password_confirmation: "" }, null)).toEqual({
      token: "Vous n'êtes pas connecté",
      password: "Le mot de passe est obligatoire",
    });
    expect(deletionErrors({ password: "secret", password_confirmation: "autre" }, "jeton")).toEqual({
      password_confirmation: "Les mots de passe ne correspondent pas",
    });
    expect(deletionErrors({ password: "secret", password_confirmation: "secret" }, "jeton")).toEqual({});
  });

  it("profil : l'adresse enregistrée n'est demandée que si elle est gardée, et ses erreurs sont sous ses champs", () => {
    expect(profileErrors(profile)).toEqual({});
    expect(profileUpdateOf(profile)).toEqual({
      first_name: "Léa",
      last_name: "Martin",
      phone: "06 12 34 56 78",
      address: null,
    });
    const errors = profileErrors({
      ...profile,
      has_address: true,
      address: "12 rue de Marseille",
      postal_code: "6900",
    });
    expect(errors).toEqual({ city: "La ville est obligatoire", postal_code: expect.any(String) });
    expect(
      profileUpdateOf({
        ...profile,
        has_address: true,
        address: " 1 rue ",
        city: "Lyon",
        postal_code: "69001",
        country: "",
      }).address,
    ).toEqual({ address: "1 rue", city: "Lyon", postal_code: "69001", country: "France" });
  });
});

describe("ce qu'un formulaire montre", () => {
  const errors = { email: "E", password: "P" };

  it("les erreurs des champs quittés, puis toutes une fois envoyé", () => {
    expect(shownErrors(errors, new Set(), false)).toEqual({});
    expect(shownErrors(errors, new Set(["password"]), false)).toEqual({ password: "P" });
    expect(shownErrors(errors, new Set(), true)).toEqual(errors);
  });

  it("le premier champ en erreur, dans l'ordre du formulaire, reçoit le focus", () => {
    expect(firstInvalidField(["email", "password"], { password: "P" })).toBe("password");
    expect(firstInvalidField(["email"], {})).toBeNull();
    expect(fieldId("profil", "postal_code")).toBe("profil-postal-code");
  });

  it("une page passe à la suivante l'adresse et la nouvelle, jamais autre chose", () => {
    expect(handoffOf({ email: "lea@example.fr", notice: "Code envoyé" })).toEqual({
      email: "lea@example.fr",
      notice: "Code envoyé",
    });
    expect(handoffOf(null)).toEqual({ email: "", notice: null });
    expect(handoffOf({ email: 3 })).toEqual({ email: "", notice: null });
  });
});
