import { admin as text } from "@comptoir/messages";
import { Outlet } from "react-router";
import adminCss from "../admin.css?url";
import { privatePageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/admin";

/** The restaurant's pages (ADR 044): never in a search engine, whatever page of them a link names. */
export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, text.toolName);
}

/** The tickets' print sheet: only the restaurant's pages load it. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];

/**
 * The frame of /admin and its pages. Each page reads the staff session kept in the browser, so the
 * server sends the frame and the browser draws the rest; nothing here is in a customer's page.
 */
export default function Admin() {
  return <Outlet />;
}
