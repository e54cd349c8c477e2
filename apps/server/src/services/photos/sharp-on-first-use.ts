import type sharpModule from "sharp";

type Sharp = typeof sharpModule;

let loaded: Promise<Sharp> | null = null;

/**
 * sharp, loaded at its first use (an upload checked, a framing encoded) rather than at the
 * server's start: libvips and its libraries are about 30 MB of resident memory that a shop without
 * new photos never needs (ADR 077). Settled once per process: libvips on one thread and without
 * its operation cache, since a framing is a few seconds of one core, and a burst of uploads must
 * queue behind it rather than take both cores from the orders; the cache would keep decoded
 * 12-megapixel originals in memory for nothing, each original being decoded once per framing.
 */
export function sharpOnFirstUse(): Promise<Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
