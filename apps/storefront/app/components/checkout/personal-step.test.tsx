// @vitest-environment happy-dom
import { CHECKOUT_FIELD_MAX_LENGTH } from "@comptoir/domain";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PersonalStep } from "./personal-step.tsx";

afterEach(cleanup);

describe("les coordonnées", () => {
  it("ne laissent pas taper plus que ce que le serveur accepte", () => {
    render(
      <PersonalStep
        values={{ first_name: "", last_name: "", email: "", phone: "" }}
        errors={{}}
        onChange={() => {}}
        onBlur={() => {}}
      />,
    );
    for (const field of ["first_name", "last_name", "email", "phone"] as const) {
      const input = document.getElementById(`commande-${field.replace("_", "-")}`);
      expect(input?.getAttribute("maxlength"), field).toBe(String(CHECKOUT_FIELD_MAX_LENGTH[field]));
    }
  });
});
