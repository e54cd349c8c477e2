export * from "./envelope.ts";
export * from "./menus.ts";
export * from "./offers.ts";
export * from "./settings.ts";
