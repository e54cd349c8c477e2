import { describe, expect, it } from "vitest";
import { readConfig } from "../../env.ts";
import { createGeoAdapters } from "./geo-adapters.ts";

const roadFactor = async () => 1.3;

describe("choix des services d'adresses au démarrage", () => {
  it("embarque par défaut le répertoire des rues et la distance à vol d'oiseau", () => {
    const configured = readConfig({});
    if (!configured.ok) throw new Error(configured.message);
    expect(configured.config).toMatchObject({
      GEOCODER: "embedded",
      BAN_URL: "https://api-adresse.data.gouv.fr",
    });
    expect(configured.config.OSRM_URL).toBeUndefined();
    const geo = createGeoAdapters(configured.config, roadFactor);
    expect([geo.geocoder.name, geo.distance.name]).toEqual(["gazetteer", "great-circle"]);
  });

  it("prend la BAN et OSRM quand la configuration les nomme", () => {
    const configured = readConfig({
      GEOCODER: "ban",
      BAN_URL: "http://ban.interne:7878",
      OSRM_URL: "http://osrm:5000",
    });
    if (!configured.ok) throw new Error(configured.message);
    const geo = createGeoAdapters(configured.config, roadFactor);
    expect([geo.geocoder.name, geo.distance.name]).toEqual(["ban", "osrm"]);
  });

  it.each([
    [{ GEOCODER: "google" }, /GEOCODER/],
    [{ BAN_URL: "ftp://ban" }, /BAN_URL/],
    [{ OSRM_URL: "osrm:5000" }, /OSRM_URL/],
  ])("refuse une configuration fausse avec une phrase qui nomme la variable", (env, variable) => {
    const configured = readConfig(env);
    expect(configured.ok).toBe(false);
    if (!configured.ok) expect(configured.message).toMatch(variable);
  });
});
