import { restaurantFrom } from "@comptoir/contracts";
import { error as errorText, site as siteText, backOffice as text } from "@comptoir/messages";
import { useContext } from "react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./back-office.css?url";
import { CspNonce, clockContext } from "./lib/page-context.ts";
import { pageMeta } from "./lib/page-meta.ts";
import { readSettings } from "./lib/settings.server.ts";
import type { Shop } from "./lib/shop.ts";

/** The back office's pages (ADR 044, 045): never in a search engine, whatever page of them a link names. */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return pageMeta(text.toolName);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta(notFound ? errorText.notFoundPageTitle : errorText.pageTitle);
}

/**
 * The restaurant's name and time zone, from the one restaurant model, built here on the server, and
 * the shop's clock, which the board's pages run on (a tablet's own clock may be off by days).
 */
export async function loader({ context }: Route.LoaderArgs): Promise<Shop> {
  const { name, timeZone } = restaurantFrom({ settings: await readSettings(context) });
  return { restaurantName: name, timeZone, now: context.get(clockContext)().toISOString() };
}

// The name and time zone change rarely: moving between the back office's pages need not read them again.
export const shouldRevalidate = () => false;

/** Its own stylesheet (the theme shared with the storefront, and the tickets' print sheet). */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: stylesheet },
];

/**
 * The document of every back-office page: French, no shop header or footer, no consent dialog,
 * tag manager, manifest nor service worker. Each page reads the staff session kept in the browser,
 * so the server sends the frame and the browser draws the rest.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  // The server's nonce lets React Router's inline scripts run under the page's policy.
  const nonce = useContext(CspNonce);
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#111111" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-ink font-sans text-cream antialiased">
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-ink"
        >
          {siteText.skipToContent}
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function BackOffice() {
  return <Outlet />;
}

/** An address under /admin that is no page (404), or a page that broke: said plainly, with the way back to the board. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="contenu" className="mx-auto flex max-w-xl flex-col gap-4 px-6 py-16">
      <h1 className="text-5xl font-black">{notFound ? errorText.notFoundTitle : errorText.title}</h1>
      <p className="text-lg">{notFound ? errorText.notFoundText : errorText.broke}</p>
      <Link
        to="/admin"
        className="mt-4 inline-flex min-h-11 w-fit items-center rounded-full bg-accent px-6 font-bold text-ink"
      >
        {text.ticketBack}
      </Link>
    </main>
  );
}
