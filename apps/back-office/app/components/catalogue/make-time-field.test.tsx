// @vitest-environment happy-dom
import { THING_VALUE_SCHEMAS } from "@comptoir/contracts/catalogue-draft";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrors } from "../../lib/catalogue/field-errors.ts";
import { newCategoryValue } from "../../lib/catalogue/new-things.ts";
import { MakeTimeField } from "./make-time-field.tsx";

afterEach(cleanup);

type MakeTime = { first: number; extra: number } | null;

/** A category's form reduced to its make time, checked with the draft's schema as the page does. */
function CategoryMakeTime({ start, onValue }: { start: MakeTime; onValue: (value: MakeTime) => void }) {
  const [makeTime, setMakeTime] = useState<MakeTime>(start);
  const errors = fieldErrors(THING_VALUE_SCHEMAS.category, {
    ...newCategoryValue("Burgers", "midi"),
    make_time: makeTime,
  });
  return (
    <MakeTimeField
      id="categorie-temps"
      value={makeTime}
      errors={errors}
      onBlur={() => {}}
      onChange={(next) => {
        setMakeTime(next);
        onValue(next);
      }}
    />
  );
}

const input = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

describe("the make time of a category or a dish", () => {
  it("explains itself, offers none or minutes, and starts the minutes at 0 for a category", () => {
    const onValue = vi.fn();
    render(<CategoryMakeTime start={null} onValue={onValue} />);
    const group = screen.getByRole("group", { name: "Temps de préparation" });
    expect(group.getAttribute("aria-describedby")).toBe("categorie-temps-aide");
    expect(group.textContent).toContain(
      "Minutes de travail en cuisine pour la première unité, puis pour chaque unité en plus.",
    );
    expect((screen.getByRole("radio", { name: "Aucun" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole("textbox")).toBeNull();

    fireEvent.click(screen.getByRole("radio", { name: "En minutes de travail" }));
    expect(onValue).toHaveBeenLastCalledWith({ first: 0, extra: 0 });
    expect(input("Première unité (min)").value).toBe("0");
    expect(input("Chaque unité en plus (min)").inputMode).toBe("numeric");

    fireEvent.change(input("Première unité (min)"), { target: { value: "4" } });
    fireEvent.change(input("Chaque unité en plus (min)"), { target: { value: "2" } });
    expect(onValue).toHaveBeenLastCalledWith({ first: 4, extra: 2 });

    fireEvent.click(screen.getByRole("radio", { name: "Aucun" }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("says in French under each number what the schema refuses: whole minutes from 0 to 240", () => {
    render(<CategoryMakeTime start={{ first: 4, extra: 2 }} onValue={() => {}} />);
    fireEvent.change(input("Première unité (min)"), { target: { value: "4,5" } });
    fireEvent.change(input("Chaque unité en plus (min)"), { target: { value: "300" } });
    expect(screen.getByText("des minutes entières")).toBeTruthy();
    expect(screen.getByText("240 minutes au plus")).toBeTruthy();
    expect(input("Première unité (min)").getAttribute("aria-invalid")).toBe("true");
    expect(input("Première unité (min)").getAttribute("aria-describedby")).toBe(
      "categorie-temps-premiere-erreur",
    );

    fireEvent.change(input("Première unité (min)"), { target: { value: "" } });
    fireEvent.change(input("Chaque unité en plus (min)"), { target: { value: "-1" } });
    expect(screen.getByText("un nombre de minutes")).toBeTruthy();
    expect(screen.getByText("0 minute au moins")).toBeTruthy();

    fireEvent.change(input("Première unité (min)"), { target: { value: "240" } });
    fireEvent.change(input("Chaque unité en plus (min)"), { target: { value: "0" } });
    expect(screen.queryByText("un nombre de minutes")).toBeNull();
    expect(screen.queryByText("0 minute au moins")).toBeNull();
    expect(input("Première unité (min)").getAttribute("aria-invalid")).toBeNull();
  });

  it("offers a dish its category's make time, named with its values, or its own starting from it", () => {
    const onChange = vi.fn();
    render(
      <MakeTimeField
        id="plat-temps"
        value={null}
        errors={{}}
        category={{ makeTime: { first: 4, extra: 2 } }}
        onBlur={() => {}}
        onChange={onChange}
      />,
    );
    expect(
      (screen.getByRole("radio", { name: "Celui de la catégorie (4 min, +2 min)" }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Le sien" }));
    expect(onChange).toHaveBeenCalledWith({ first: 4, extra: 2 });
  });

  it("says so when the category has none, and reads a draft saved before make times as none", () => {
    render(
      <MakeTimeField
        id="plat-temps"
        value={undefined}
        errors={{}}
        category={{ makeTime: null }}
        onBlur={() => {}}
        onChange={() => {}}
      />,
    );
    expect(
      (screen.getByRole("radio", { name: "Celui de la catégorie (aucun)" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
