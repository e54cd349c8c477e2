/**
 * Zod compiles fast parsers with `Function(...)` when eval is allowed, and probes for it with
 * `Function("")` the first time a schema is used. The pages' Content-Security-Policy allows no eval:
 * the probe fails quietly but Chromium reports a violation. Telling Zod beforehand that eval is off
 * (its global config, read from globalThis so that no Zod code needs loading here) skips the
 * probe. Only in the browser: the server keeps the compiled parsers.
 */
if (typeof document !== "undefined") {
  const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
