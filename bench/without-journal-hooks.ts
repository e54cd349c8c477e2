/**
 * `node --import ./bench/without-journal-hooks.ts apps/server/src/index.ts`: the server as it is,
 * except that its sales journal's writer (services/journal/journal-entries.ts) resolves to
 * bench/without-journal-entries.ts, which writes nothing. For bench/journal.ts's runs "without":
 * the production server has no switch for it. Node's synchronous module customization hooks,
 * registered before the server's first module loads.
 */
import { registerHooks } from "node:module";

const WRITER = new URL("../apps/server/src/services/journal/journal-entries.ts", import.meta.url).href;
const STUB = new URL("./without-journal-entries.ts", import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    return resolved.url === WRITER ? nextResolve(STUB, context) : resolved;
  },
});
