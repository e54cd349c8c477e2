import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { siteConfig } from "../../storefront/app/site-config.ts";
import { FALLBACK_DIRECTORY, FALLBACK_PAGE, fallbackPage } from "../fallback-page.ts";
import { shopAddress } from "../shop-address.ts";

// Written before every `cap add` and `cap sync`: the page links to the address the app is built
// for, which is only known then (NATIVE_SHOP_URL), so it is generated, never committed.
let address: URL;
try {
  address = shopAddress(process.env);
} catch (error) {
  // The sentence says what to do; a stack trace would only hide it.
  console.error((error as Error).message);
  process.exit(1);
}
const directory = join(import.meta.dirname, "..", FALLBACK_DIRECTORY);
mkdirSync(directory, { recursive: true });
writeFileSync(
  join(directory, FALLBACK_PAGE),
  fallbackPage({
    shopName: siteConfig.siteTitle,
    shopAddress: address,
    background: siteConfig.pwa.backgroundColor,
  }),
);
