import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_RESTAURANT_FILE, readRestaurantFile } from "@comptoir/db";
import { restaurantCommand } from "@comptoir/messages";
import { afterAll, describe, expect, it } from "vitest";
import { exportTarget, importedFile } from "./restaurant-command-input.ts";

// The commands themselves run in a subprocess in restaurant-files.test.ts; here, what they refuse.
const folder = mkdtempSync(join(tmpdir(), "comptoir-command-input-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const demo = readRestaurantFile(DEMO_RESTAURANT_FILE);

function written(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

describe("ce que reçoit restaurant:export", () => {
  it("écrit sur la sortie standard sans fichier, sinon dans le fichier nommé", () => {
    expect(exportTarget([])).toEqual({ ok: true, target: undefined });
    expect(exportTarget(["carte.json"])).toEqual({ ok: true, target: "carte.json" });
  });

  it("rappelle l'usage pour deux fichiers ou une option inconnue", () => {
    const usage = { ok: false, message: restaurantCommand.exportUsage };
    expect(exportTarget(["a.json", "b.json"])).toEqual(usage);
    expect(exportTarget(["--force", "a.json"])).toEqual(usage);
  });
});

describe("ce que reçoit restaurant:import", () => {
  it("rappelle l'usage sans fichier, pour deux, ou pour une option inconnue", () => {
    const usage = { ok: false, message: restaurantCommand.importUsage };
    expect(importedFile([])).toEqual(usage);
    expect(importedFile([""])).toEqual(usage);
    expect(importedFile(["a.json", "b.json"])).toEqual(usage);
    expect(importedFile(["--force"])).toEqual(usage);
  });

  it("refuse un fichier absent ou qui n'est pas du JSON, en le nommant", () => {
    const missing = join(folder, "absent.json");
    const absent = importedFile([missing]);
    expect(absent.ok).toBe(false);
    expect(!absent.ok && absent.message).toMatch(new RegExp(`^Impossible de lire ${missing} : .*ENOENT`));

    const notJson = written("pas-du-json.json", "{ pas du json");
    const broken = importedFile([notJson]);
    expect(!broken.ok && broken.message).toMatch(new RegExp(`^${notJson} n'est pas un JSON valide : `));
  });

  it("refuse un fichier invalide en nommant la place de chaque erreur", () => {
    const file = structuredClone(demo);
    const item = file.menus[0]?.categories[2]?.items[1];
    if (!item) throw new Error("la démo a ce plat");
    item.price_pickup = 9.999;
    const wrong = written("fausse-carte.json", JSON.stringify(file));
    expect(importedFile([wrong])).toEqual({
      ok: false,
      message: `${wrong} n'est pas un fichier du restaurant valide :\n- menus[0].categories[2].items[1].price_pickup : Montant invalide (le montant) : deux décimales au plus.`,
    });
  });

  it("donne le fichier vérifié quand tout va bien", () => {
    const right = written("carte.json", JSON.stringify(demo));
    expect(importedFile([right])).toEqual({ ok: true, file: demo });
  });
});
