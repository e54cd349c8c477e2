import { tagManagerIdFrom } from "@comptoir/contracts";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../use-restaurant.ts";

/**
 * The tag manager this page may load once its visitor accepts, or null: the root loader gives the
 * id only to people, and only when the site turns the tag manager on (ADR 037). Read from the
 * root's data here, not through the restaurant model's hook, so that the chunks after the page
 * (the footer, the consent dialog) share no module with its first load (ADR 014).
 */
export function usePageTag(): string | null {
  return tagManagerIdFrom(useRouteLoaderData<RootData>("root")?.settings ?? []);
}
