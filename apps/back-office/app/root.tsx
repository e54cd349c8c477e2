import { restaurantFrom } from "@comptoir/contracts";
import { admin as text } from "@comptoir/messages";
import { Outlet } from "react-router";
import adminCss from "../admin.css?url";
import { readSettings } from "../lib/api.server.ts";
import { staffPageMeta } from "../lib/staff/staff-page-meta.ts";
import type { StaffShop } from "../lib/staff/staff-shop.ts";
import type { Route } from "./+types/admin";

/** The restaurant's pages (ADR 044): never in a search engine, whatever page of them a link names. */
export function meta(_: Route.MetaArgs) {
  return staffPageMeta(text.toolName);
}

/** The restaurant's name and time zone, from the one restaurant model, built here on the server. */
export async function loader({ context }: Route.LoaderArgs): Promise<StaffShop> {
  const { name, timeZone } = restaurantFrom({ settings: await readSettings(context) });
  return { restaurantName: name, timeZone };
}

// The name and time zone change rarely: moving between the board's pages need not read them again.
export const shouldRevalidate = () => false;

/** The tickets' print sheet: only the restaurant's pages load it. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];

/**
 * The frame of /admin and its pages. Each page reads the staff session kept in the browser, so the
 * server sends the frame and the browser draws the rest; nothing here is in a customer's page.
 */
export default function Admin() {
  return <Outlet />;
}
