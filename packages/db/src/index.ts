export * from "@comptoir/contracts/restaurant-file";
export * from "../seed/catalogue-rows.ts";
export * from "../seed/seed-restaurant.ts";
export * from "./data-folder-lock.ts";
export * from "./database.ts";
export * from "./restore-data-folder.ts";
export * as schema from "./schema/index.ts";
