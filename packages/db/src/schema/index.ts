export * from "./menus.ts";
export * from "./offers.ts";
export * from "./options.ts";
export * from "./settings.ts";
export * from "./zones.ts";
