/**
 * The built server's entry (`apps/server/build/main.js`, ADR 086). The bundle's imports of
 * packages are hoisted to the top of its modules, so NODE_ENV is settled here, in a module of its
 * own, before the server (and React through react-router) is loaded.
 */
import "./node-env.ts";

await import("./index.ts");
