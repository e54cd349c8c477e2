export * from "./checkout.ts";
export * from "./coupons.ts";
export * from "./envelope.ts";
export * from "./locations.ts";
export * from "./menus.ts";
export * from "./offers.ts";
export * from "./recommendations.ts";
export * from "./settings.ts";
