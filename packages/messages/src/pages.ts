// Texts of the pages (the storefront), one file per section: a bundler then puts each section in
// the chunk of the pages that show it, and /menu never ships the checkout's texts.

export { account, orderStatusLabels } from "./pages/account.ts";
export { cart } from "./pages/cart.ts";
export { checkout } from "./pages/checkout.ts";
export { connection } from "./pages/connection.ts";
export { error } from "./pages/error.ts";
export { home } from "./pages/home.ts";
export { location } from "./pages/location.ts";
export { menu } from "./pages/menu.ts";
export { product } from "./pages/product.ts";
export { searchEngine } from "./pages/search-engine.ts";
export { site } from "./pages/site.ts";
export { success } from "./pages/success.ts";
