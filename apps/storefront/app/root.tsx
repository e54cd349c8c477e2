import { error as errorText, pageLocale, site as siteText } from "@comptoir/messages";
import { lazy, Suspense, useContext } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { SiteHeader } from "./components/site-header.tsx";
import { readSettings } from "./lib/api.server.ts";
import { settingsForVisitor } from "./lib/consent/visitor-settings.server.ts";
import { CspNonce } from "./lib/csp-nonce.ts";
import { InlineStylesheet } from "./lib/inline-stylesheet.tsx";
import { privatePageMeta } from "./lib/page-meta.ts";
import { siteAddress } from "./lib/search-engine/site-origin.ts";
import { useRestaurant } from "./lib/use-restaurant.ts";
import { useSitePath } from "./lib/use-site-path.ts";
import { i18nConfig } from "./site-config.ts";
import "./lib/zod-no-eval.ts";

/** The restaurant's settings, which every page uses (name, contacts, time zone), and where the site is. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    settings: settingsForVisitor(await readSettings(context), request),
    site: siteAddress(request.url),
  };
}

// Settings change rarely: navigating between pages need not fetch them again.
export const shouldRevalidate = () => false;

/** The built stylesheet's address: the server reads that file to inline it (see InlineStylesheet). */
export const stylesheetHref = appCss;

/**
 * Only the error page's title: a page that renders has its own `meta`, and when a page fails, only
 * the meta of the route showing the error (the root) is rendered. Kept from search engines.
 */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return privatePageMeta(matches, notFound ? errorText.notFoundPageTitle : errorText.pageTitle);
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The server's nonce lets React Router's inline scripts run under the page's policy.
  const nonce = useContext(CspNonce);
  // The page's language is its route's: `/en/…` in English, unprefixed paths in the default one.
  const { pathname } = useLocation();
  return (
    <html lang={pageLocale(pathname, i18nConfig)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#f54f2f" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
        <InlineStylesheet href={appCss} />
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

// The footer (and what the browser adds once the page is interactive): its code stays out of every
// page's first load (the menu's budget, ADR 014). The server renders the footer whole; in the
// browser its HTML stays as it is (its links work) until the chunk arrives and React hydrates it
// (ADR 030).
const PageEnd = lazy(() => import("./components/page-end.tsx"));

export default function App() {
  const { restaurant } = useRestaurant();
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <PageEnd restaurant={restaurant} />
      </Suspense>
    </>
  );
}

/**
 * The error page, under the site header so a lost customer can go on: the 404 with the path asked
 * for, or "something broke" with what the error says when it is ours to show. Bots never see it:
 * the server entry answers them a plain page with the same status.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { restaurant } = useRestaurant();
  const sitePath = useSitePath();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = errorDetail(error);
  const text = errorText;
  return (
    <>
      <SiteHeader restaurantName={restaurant.name} />
      <main id="contenu" className="mx-auto flex max-w-xl flex-col gap-4 px-6 py-16">
        {notFound ? (
          <>
            <h1 className="text-5xl font-black">{text.notFoundTitle}</h1>
            <p className="text-lg">{text.notFoundText}</p>
            {detail ? <p className="break-words text-muted">{detail}</p> : null}
          </>
        ) : (
          <>
            <h1 className="text-5xl font-black">{text.title}</h1>
            {detail ? <p className="break-words">{detail}</p> : null}
            <p className="text-lg">{text.broke}</p>
            <p>{text.sorry}</p>
          </>
        )}
        <Link
          to={sitePath("/")}
          className="mt-4 inline-flex min-h-11 w-fit items-center rounded-full bg-accent px-6 font-bold text-ink"
        >
          {text.backHome}
        </Link>
      </main>
    </>
  );
}

/**
 * What the error says, when it is meant for a customer: the French text a loader threw with its
 * status (`Page introuvable : /chemin`). A thrown JavaScript error's message is for developers (in
 * English, and React Router replaces it in production), so it shows only in development.
 */
function errorDetail(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return typeof error.data === "string" ? error.data : null;
  if (import.meta.env.DEV && error instanceof Error) return error.message;
  return null;
}
