import { describe, expect, it } from "vitest";
import { createPrefetchQueue, mayPrefetch, PREFETCH_LIMIT } from "./prefetch-policy.ts";

describe("quand la boutique charge une page à l'avance", () => {
  it("le fait quand le navigateur ne dit rien de la connexion, ou sur une connexion rapide", () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({})).toBe(true);
    expect(mayPrefetch({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(mayPrefetch({ effectiveType: "3g" })).toBe(true);
  });

  it("ne le fait jamais en 2G ni quand le visiteur économise ses données", () => {
    expect(mayPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(mayPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(mayPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});

describe("la file des pages chargées à l'avance", () => {
  const pages = (n: number) => Array.from({ length: n }, (_, i) => `/page-${i}`);

  it(`en charge au plus ${PREFETCH_LIMIT} à la fois, la suivante dès qu'une se termine`, () => {
    const queue = createPrefetchQueue();
    const started: string[] = [];
    for (const page of pages(6)) queue.request(page, () => started.push(page));
    expect(started).toEqual(pages(PREFETCH_LIMIT));
    queue.settle("/page-1");
    expect(started).toEqual([...pages(PREFETCH_LIMIT), "/page-4"]);
    queue.settle("/page-0");
    queue.settle("/page-2");
    expect(started).toEqual(pages(6));
  });

  it("ne charge pas deux fois une page en cours, mais la recharge une fois terminée", () => {
    const queue = createPrefetchQueue(2);
    const started: string[] = [];
    queue.request("/menu", () => started.push("/menu"));
    queue.request("/menu", () => started.push("/menu bis"));
    expect(started).toEqual(["/menu"]);
    queue.settle("/menu");
    queue.request("/menu", () => started.push("/menu encore"));
    expect(started).toEqual(["/menu", "/menu encore"]);
  });

  it("oublie une demande retirée avant son tour (le lien a quitté l'écran)", () => {
    const queue = createPrefetchQueue(1);
    const started: string[] = [];
    queue.request("/", () => started.push("/"));
    const withdraw = queue.request("/checkout", () => started.push("/checkout"));
    queue.request("/auth", () => started.push("/auth"));
    withdraw();
    queue.settle("/");
    expect(started).toEqual(["/", "/auth"]);
  });

  it("ignore la fin d'une page qui n'était pas en cours", () => {
    const queue = createPrefetchQueue(1);
    const started: string[] = [];
    queue.request("/", () => started.push("/"));
    queue.request("/menu", () => started.push("/menu"));
    queue.settle("/inconnue");
    expect(started).toEqual(["/"]);
  });
});
