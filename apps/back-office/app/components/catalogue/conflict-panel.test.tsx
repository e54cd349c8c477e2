// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConflictPanel } from "./conflict-panel.tsx";

afterEach(cleanup);

describe("a stale save's panel", () => {
  it("shows both values of each field both sides changed, as a person reads them, and passes the picks on", () => {
    const onPick = vi.fn();
    const onResolve = vi.fn();
    render(
      <ConflictPanel
        conflict={{
          mine: { description: "La mienne", options: ["sauce"] },
          theirs: { description: "La leur", options: [] },
          revision: 7,
          by: "Bastien",
          at: "2026-11-26T11:00:00.000Z",
          fields: ["description", "options"],
          picks: { options: "theirs" },
        }}
        labels={{ description: "Description", options: "Groupes d'options proposés" }}
        formats={{
          options: (groups) => (groups as string[]).map(() => "1 sauce au choix").join(", ") || "—",
        }}
        onPick={onPick}
        onResolve={onResolve}
      />,
    );
    expect(screen.getByText(/Bastien a enregistré une autre version/)).toBeTruthy();
    const description = screen.getByRole("group", { name: "Description" });
    expect(description.textContent).toContain("La mienne");
    expect(description.textContent).toContain("La leur");
    const options = screen.getByRole("group", { name: "Groupes d'options proposés" });
    expect(options.textContent).toContain("1 sauce au choix");
    expect((screen.getAllByRole("radio", { name: /Leur valeur/ })[1] as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getAllByRole("radio", { name: /Leur valeur/ })[0] as HTMLElement);
    expect(onPick).toHaveBeenCalledWith("description", "theirs");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer ces choix" }));
    expect(onResolve).toHaveBeenCalled();
  });
});
