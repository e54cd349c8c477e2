import { encodeCartCookie } from "../apps/storefront/app/lib/cart-cookie.ts";
import { type LighthouseFigures, lighthouse } from "./lighthouse.ts";

/**
 * `/checkout` opened cold with a cart (a reload, a link): Lighthouse's mobile run with the cart's
 * copy in its `cart` cookie (ADR 073), sent as Lighthouse's extra `Cookie` header, since Lighthouse
 * clears the origin's cookies and storage before loading. The page then starts from the server's
 * HTML of the flow and the browser adopts the copy as its cart, as one whose storage was emptied.
 */

interface MenusPayload {
  payload: {
    menu_is_open: boolean;
    categories: {
      items: {
        item_id: number;
        item_is_available: boolean;
        options: { id: number; min: number; option_options: { id: number; is_available: boolean }[] }[];
      }[];
    }[];
  }[];
}

async function cartCookieOf(origin: string): Promise<string> {
  const menus = ((await (await fetch(`${origin}/v2/public/menus`)).json()) as MenusPayload).payload;
  const items = menus
    .filter((menu) => menu.menu_is_open)
    .flatMap((menu) => menu.categories.flatMap((category) => category.items))
    .filter((item) => item.item_is_available)
    .slice(0, 3);
  const lines = items.map((item, index) => ({
    itemId: String(item.item_id),
    quantity: index === 0 ? 2 : 1,
    note: index === 0 ? "Sans oignons, merci" : "",
    options: item.options.flatMap((group) =>
      group.option_options
        .filter((choice) => choice.is_available)
        .slice(0, group.min)
        .map((choice) => ({ groupId: String(group.id), choiceId: String(choice.id), quantity: 1 })),
    ),
  }));
  const value = encodeCartCookie(lines);
  if (!value) throw new Error("le panier du banc ne tient pas dans un cookie");
  return `cart=${value}`;
}

/**
 * `runs` Lighthouse runs of `/checkout` with a cart's copy, one after the other (a failed trace on
 * a busy machine is tried again, up to three times), and the median of each figure. The server's
 * HTML is checked first to hold the flow: a page still drawn in the browser would measure nothing new.
 */
export async function measureCheckoutCold(
  origin: string,
  runs: number,
): Promise<LighthouseFigures & { runs: number; all: LighthouseFigures[] }> {
  const cookie = await cartCookieOf(origin);
  const html = await (await fetch(`${origin}/checkout`, { headers: { Cookie: cookie } })).text();
  if (html.includes('data-testid="checkout-loading"')) {
    throw new Error("/checkout avec un panier : le serveur n'a envoyé que le squelette");
  }
  return lighthouse(`${origin}/checkout`, runs, cookie);
}

// `node bench/checkout-cold.ts <origin> [runs]`: this page alone, against a running server.
if (import.meta.main) {
  const [origin = "http://127.0.0.1:3310", runs = "3"] = process.argv.slice(2);
  const figures = await measureCheckoutCold(origin, Number(runs));
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}
