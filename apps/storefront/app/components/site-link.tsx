import { lazy, Suspense, useRef } from "react";
import { Link, type LinkProps, NavLink, type NavLinkProps, useHref } from "react-router";
import { useHydrated } from "../lib/use-hydrated.ts";

/**
 * When a link's page is fetched ahead (docs/product.md#site, ADR 033): "intent" when the visitor
 * points at, touches or focuses the link; "viewport" once the link is on screen and the page is
 * idle. Never on a slow connection nor with Save-Data, at most 4 pages at once
 * (lib/prefetch-policy.ts).
 */
export type PrefetchWhen = "intent" | "viewport";

// The prefetching itself arrives after hydration: it costs no page's first load.
const LinkPrefetch = lazy(() => import("./link-prefetch.tsx"));

type Prefetched<P> = Omit<P, "prefetch" | "ref"> & { prefetch?: PrefetchWhen };

function usePrefetch(to: LinkProps["to"], when: PrefetchWhen) {
  const anchor = useRef<HTMLAnchorElement>(null);
  const page = useHref(to);
  const prefetcher = useHydrated() ? (
    <Suspense fallback={null}>
      <LinkPrefetch anchor={anchor} page={page} when={when} />
    </Suspense>
  ) : null;
  return { anchor, prefetcher };
}

/** The site's link: React Router's `<Link>` with the shop's prefetching. */
export function SiteLink({ prefetch = "intent", ...props }: Prefetched<LinkProps>) {
  const { anchor, prefetcher } = usePrefetch(props.to, prefetch);
  return (
    <>
      <Link {...props} ref={anchor} />
      {prefetcher}
    </>
  );
}

/** The site's navigation link (marks the current page): `<NavLink>` with the same prefetching. */
export function SiteNavLink({ prefetch = "intent", ...props }: Prefetched<NavLinkProps>) {
  const { anchor, prefetcher } = usePrefetch(props.to, prefetch);
  return (
    <>
      <NavLink {...props} ref={anchor} />
      {prefetcher}
    </>
  );
}
