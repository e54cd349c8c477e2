import type { OrderView } from "@comptoir/contracts";
import { countUnits } from "@comptoir/domain";
import { account as accountText, fill } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { AccountSkeleton } from "../components/account/account-skeleton.tsx";
import { PastOrder, type ReorderNews } from "../components/account/past-order.tsx";
import { readOrdersPage } from "../lib/account/profile-reads.server.ts";
import { useProfileSession } from "../lib/account/profile-session.ts";
import { reorderLines } from "../lib/account/reorder.ts";
import { pageCount, pageOfSearch, useAccountOrders } from "../lib/account/use-account-orders.ts";
import { readMenus } from "../lib/api.server.ts";
import { addToCart } from "../lib/cart-actions.ts";
import { privatePageMeta } from "../lib/page-meta.ts";
import { createShop } from "../lib/shop.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import { useSitePath } from "../lib/use-site-path.ts";
import type { Route } from "./+types/profile-orders";

/**
 * Today's menus: "Commander à nouveau" builds the lines again from them. And the page of orders
 * asked for, read with the session's cookie copy (ADR 079), so that the server draws the list; null
 * without a copy, and the list is then read in the browser.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageOfSearch(new URL(request.url).search);
  const [menus, orders] = await Promise.all([readMenus(context), readOrdersPage(context, request, page)]);
  return { menus, orders };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, accountText.ordersTitle);
}

const pageLink =
  "inline-flex min-h-11 items-center rounded-full border border-line px-4 font-semibold hover:bg-panel";

/** The account's orders (/profile/ViewOrders), 20 to a page, newest first, each to order again. */
export default function ViewOrders({ loaderData }: Route.ComponentProps) {
  const session = useProfileSession();
  const { settings, restaurant } = useRestaurant();
  const shop = useMemo(() => createShop(loaderData.menus, [], settings), [loaderData.menus, settings]);
  const { pathname, search } = useLocation();
  const sitePath = useSitePath();
  const page = pageOfSearch(search);
  const { state, retry } = useAccountOrders(session, page, loaderData.orders);
  const [news, setNews] = useState<{ orderId: number; news: ReorderNews } | null>(null);

  function reorder(order: OrderView) {
    const { lines, unavailable } = reorderLines(shop.menuItems, order);
    for (const line of lines) addToCart(line);
    setNews({ orderId: order.order_id, news: { added: countUnits(lines), unavailable } });
  }

  const pages = state.kind === "ready" ? pageCount(state.page.total, state.page.limit) : 1;
  return (
    <section aria-labelledby="commandes-titre" className="mt-6">
      <h2 id="commandes-titre" className="text-xl font-bold">
        {accountText.ordersTitle}
      </h2>
      {state.kind === "loading" ? <AccountSkeleton label={accountText.ordersLoading} /> : null}
      {state.kind === "failed" ? (
        <div className="mt-4 flex flex-col gap-3">
          <FormMessages problem={state.message} />
          <button type="button" onClick={retry} className={`${pageLink} w-fit`}>
            {accountText.retry}
          </button>
        </div>
      ) : null}
      {state.kind === "ready" && state.page.orders.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-line bg-panel p-4">
          <p>{accountText.ordersEmpty}</p>
          <Link
            to={sitePath("/menu")}
            className="mt-3 inline-flex min-h-11 items-center font-bold text-accent underline"
          >
            {accountText.ordersEmptyCta}
          </Link>
        </div>
      ) : null}
      {state.kind === "ready" && state.page.orders.length > 0 ? (
        <>
          <ol className="mt-4 flex flex-col gap-4">
            {state.page.orders.map((order) => (
              <li key={order.order_id}>
                <PastOrder
                  order={order}
                  timeZone={restaurant.timeZone}
                  news={news?.orderId === order.order_id ? news.news : null}
                  onReorder={() => reorder(order)}
                  cartPath={sitePath("/menu")}
                />
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav aria-label={accountText.pagination} className="mt-6 flex items-center justify-between gap-3">
              {page > 1 ? (
                <Link to={`${pathname}?page=${page - 1}`} className={pageLink}>
                  {accountText.previousPage}
                </Link>
              ) : (
                <span />
              )}
              <p aria-current="page">{fill(accountText.pageOf, { page, count: pages })}</p>
              {page < pages ? (
                <Link to={`${pathname}?page=${page + 1}`} className={pageLink}>
                  {accountText.nextPage}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
