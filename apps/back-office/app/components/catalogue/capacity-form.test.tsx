// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DraftClient, DraftThingPayload, SaveBody } from "../../lib/catalogue/draft-client.ts";
import { CapacityForm } from "./capacity-form.tsx";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const lunch = { days: ["mon", "tue", "wed", "thu", "fri"], from: "11:30", to: "14:00", minutes: 45 };

const capacityThing = (ranges: unknown[], revision = 3) =>
  ({
    ref: "settings:capacity",
    kind: "settings",
    key: "capacity",
    position: 0,
    value: { "capacity.ranges": ranges },
    revision,
    updated_by_name: "Awa",
    updated_at: "2026-11-26T11:00:00.000Z",
  }) as DraftThingPayload;

/** A draft client whose saves all succeed, each a revision up; the bodies it got, in order. */
function fakeClient(startRevision: number) {
  let revision = startRevision;
  const saves: SaveBody[] = [];
  const save = vi.fn(async (_ref: string, body: SaveBody) => {
    saves.push(body);
    revision += 1;
    return {
      ok: true as const,
      status: 200,
      payload: { thing: { ...capacityThing([], revision), value: body.value } as DraftThingPayload },
    };
  });
  return { client: { save } as unknown as DraftClient, save, saves };
}

function renderForm(things: DraftThingPayload[], options: { readOnly?: boolean; revision?: number } = {}) {
  const fake = fakeClient(options.revision ?? 0);
  const onSaved = vi.fn();
  render(
    <CapacityForm
      things={things}
      client={fake.client}
      readOnly={options.readOnly ?? false}
      onSaved={onSaved}
      onUnauthorized={() => {}}
    />,
  );
  return { ...fake, onSaved };
}

const range = (index: number) => screen.getByRole("group", { name: `Plage ${index}` });

describe("the kitchen's capacity in the catalogue editor", () => {
  it("says what it is and that no range means no limit, and makes the section with the first range", async () => {
    const { save, saves, onSaved } = renderForm([]);
    expect(screen.getByRole("heading", { name: "Capacité de la cuisine" })).toBeTruthy();
    expect(
      screen.getByText(
        "Minutes de travail que la cuisine fait par quart d'heure ; un créneau sans plage n'est pas limité.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Pas de limite/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Ajouter une plage" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toBe("settings:capacity");
    expect(saves[0]).toEqual({
      revision: null,
      value: {
        "capacity.ranges": [
          {
            days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
            from: "11:30",
            to: "14:30",
            minutes: 60,
          },
        ],
      },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByText(/Pas de limite/)).toBeNull();
    expect((within(range(1)).getByRole("checkbox", { name: "Dimanche" }) as HTMLInputElement).checked).toBe(
      true,
    );
    await waitFor(() => expect(screen.getByText("Enregistré")).toBeTruthy());
  });

  it("saves a range's days in the week's order, its hours and its minutes on the section's revision", async () => {
    const { save, saves } = renderForm([capacityThing([lunch])], { revision: 3 });
    const first = within(range(1));
    fireEvent.click(first.getByRole("checkbox", { name: "Samedi" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(saves[0]).toEqual({
      revision: 3,
      value: { "capacity.ranges": [{ ...lunch, days: ["mon", "tue", "wed", "thu", "fri", "sat"] }] },
    });

    fireEvent.change(first.getByLabelText("À"), { target: { value: "14:30" } });
    fireEvent.change(first.getByRole("textbox", { name: "Minutes de travail par quart d'heure" }), {
      target: { value: "90" },
    });
    fireEvent.blur(first.getByRole("textbox", { name: "Minutes de travail par quart d'heure" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(saves[1]).toEqual({
      revision: 4,
      value: {
        "capacity.ranges": [
          { ...lunch, days: ["mon", "tue", "wed", "thu", "fri", "sat"], to: "14:30", minutes: 90 },
        ],
      },
    });
  });

  it("says in French next to each field what is wrong, and saves nothing until it is fixed", async () => {
    const { save } = renderForm([capacityThing([lunch])], { revision: 3 });
    const first = within(range(1));
    const minutes = first.getByRole("textbox", { name: "Minutes de travail par quart d'heure" });
    fireEvent.change(minutes, { target: { value: "700" } });
    fireEvent.blur(minutes);
    expect(await screen.findByText("600 minutes au plus par quart d'heure")).toBeTruthy();
    expect(minutes.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("À corriger avant l'enregistrement")).toBeTruthy();

    fireEvent.change(first.getByLabelText("À"), { target: { value: "11:00" } });
    fireEvent.blur(first.getByLabelText("À"));
    expect(await screen.findByText("la fin doit suivre le début")).toBeTruthy();
    expect(first.getByLabelText("À").getAttribute("aria-invalid")).toBe("true");

    for (const day of ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi"]) {
      fireEvent.click(first.getByRole("checkbox", { name: day }));
    }
    expect(await screen.findByText("au moins un jour")).toBeTruthy();
    fireEvent.change(minutes, { target: { value: "" } });
    fireEvent.blur(minutes);
    expect(await screen.findByText("un nombre de minutes")).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it("removes a range, back to no limit, and adds the next one in the evening", async () => {
    const { save, saves } = renderForm([capacityThing([lunch])], { revision: 3 });
    fireEvent.click(screen.getByRole("button", { name: "Ajouter une plage" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(saves[0]?.value).toMatchObject({
      "capacity.ranges": [lunch, { from: "18:30", to: "22:30", minutes: 60 }],
    });
    fireEvent.click(screen.getByRole("button", { name: "Retirer la plage 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Retirer la plage 1" }));
    await waitFor(() => expect(saves.at(-1)?.value).toEqual({ "capacity.ranges": [] }));
    expect(screen.getByText(/Pas de limite/)).toBeTruthy();
  });

  it("shows a staff member the ranges without a way to change them", () => {
    renderForm([capacityThing([lunch])], { readOnly: true });
    expect(screen.queryByRole("button", { name: "Ajouter une plage" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Retirer la plage 1" })).toBeNull();
    expect((range(1) as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.getByText("Lecture seule : seul le gérant modifie la carte")).toBeTruthy();
  });
});
