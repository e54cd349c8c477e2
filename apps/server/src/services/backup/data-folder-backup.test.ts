import { describe, expect, it } from "vitest";
import { droppedFromBackup, tarWithout } from "./data-folder-backup.ts";

/** A minimal ustar entry: its header (name, octal size) and its data padded to 512 bytes. */
function entry(name: string, data: string): Uint8Array {
  const header = new Uint8Array(512);
  header.set(Buffer.from(name), 0);
  header.set(Buffer.from(`${data.length.toString(8).padStart(11, "0")}\0`), 124);
  const body = new Uint8Array(Math.ceil(data.length / 512) * 512);
  body.set(Buffer.from(data));
  return new Uint8Array([...header, ...body]);
}

describe("ce qu'une sauvegarde du dossier de données laisse de côté", () => {
  it("le verrou, les demandes de sauvegarde, et la clé de la boutique quand elle est dans le dossier", () => {
    const dropped = droppedFromBackup("/srv/data", "/srv/data/keys/journal.pem");
    expect(dropped("comptoir.pid")).toBe(true);
    expect(dropped("backup-requests")).toBe(true);
    expect(dropped("backup-requests/serving.pid")).toBe(true);
    expect(dropped("keys/journal.pem")).toBe(true);
    expect(dropped("keys")).toBe(false);
    expect(dropped("PG_VERSION")).toBe(false);
    expect(dropped("photos/originals/ab")).toBe(false);
    // A key outside the folder is not in its copy anyway.
    expect(droppedFromBackup("/srv/data", "/etc/comptoir/journal-key.pem")("journal-key.pem")).toBe(false);
  });

  it("garde les autres entrées du tar telles quelles, et le termine", () => {
    const tar = new Uint8Array([
      ...entry("/PG_VERSION", "17\n"),
      ...entry("/journal-key.pem", "secret".repeat(100)),
      ...entry("/base/1/1259", "x".repeat(513)),
      ...new Uint8Array(1024),
    ]);
    const kept = tarWithout(tar, (name) => name === "journal-key.pem");
    const names = kept
      .slice(0, -1)
      .map((block) => Buffer.from(block.subarray(0, 100)).toString().replace(/\0.*$/s, ""));
    expect(names).toEqual(["/PG_VERSION", "/base/1/1259"]);
    expect(kept.map((block) => block.length)).toEqual([1024, 512 + 1024, 1024]);
    expect(Buffer.concat(kept).includes("secret")).toBe(false);
  });
});
