// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepPendingEdit, pendingRefs, readPendingEdit } from "./pending-edits.ts";

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the edits waiting in this browser", () => {
  it("keeps an edit per thing with its revision, and forgets it once sent", () => {
    keepPendingEdit("item:burger", { value: { name: "Burger" }, revision: 3, base: { name: "Burgr" } });
    expect(readPendingEdit("item:burger")).toEqual({
      value: { name: "Burger" },
      revision: 3,
      base: { name: "Burgr" },
    });
    expect(readPendingEdit("item:salade")).toBeNull();
    keepPendingEdit("item:burger", null);
    expect(readPendingEdit("item:burger")).toBeNull();
  });

  it("ignores what is kept under its name but is not an edit", () => {
    localStorage.setItem("comptoir.catalogue.pending.item:burger", JSON.stringify("Burger"));
    localStorage.setItem("comptoir.catalogue.pending.item:salade", JSON.stringify({ value: "Salade" }));
    localStorage.setItem("comptoir.catalogue.pending.item:frites", JSON.stringify({ revision: 2 }));
    expect(readPendingEdit("item:burger")).toBeNull();
    expect(readPendingEdit("item:salade")).toBeNull();
    expect(readPendingEdit("item:frites")).toBeNull();
  });

  it("lists the things with an edit waiting, in order, and nothing else kept here", () => {
    keepPendingEdit("menu:soir", { value: {}, revision: null });
    keepPendingEdit("item:burger", { value: {}, revision: 1 });
    localStorage.setItem("staff-session", JSON.stringify({ token: "jeton" }));
    expect(pendingRefs()).toEqual(["item:burger", "menu:soir"]);
  });

  it("lists nothing when storage is forbidden or missing", () => {
    keepPendingEdit("item:burger", { value: {}, revision: 1 });
    vi.stubGlobal("localStorage", {
      get length(): number {
        throw new DOMException("interdit", "SecurityError");
      },
    });
    expect(pendingRefs()).toEqual([]);
    vi.stubGlobal("localStorage", undefined);
    expect(pendingRefs()).toEqual([]);
  });
});
