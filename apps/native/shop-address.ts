import { siteConfig } from "../storefront/app/site-config.ts";

/**
 * The address the app opens: the deployed shop, which renders its pages on the server and so
 * cannot be bundled into the app (ADR 038). `NATIVE_SHOP_URL` at build time, else the site's
 * public address; an app built without either would open nothing, so the build stops instead.
 */
export function shopAddress(env: Record<string, string | undefined>): URL {
  const configured = env.NATIVE_SHOP_URL?.trim() || siteConfig.siteRoot;
  if (!configured) {
    throw new Error(
      "NATIVE_SHOP_URL manque : donnez l'adresse de la boutique déployée (ex. https://commande.exemple.fr) pour construire l'application.",
    );
  }
  let address: URL;
  try {
    address = new URL(configured);
  } catch {
    throw new Error(`NATIVE_SHOP_URL doit être une adresse http(s)://…, pas « ${configured} ».`);
  }
  if (address.protocol !== "https:" && address.protocol !== "http:") {
    throw new Error(`NATIVE_SHOP_URL doit être une adresse http(s)://…, pas « ${configured} ».`);
  }
  return address;
}

/** The app's identifier in the stores: reverse domain, from the deployment's stable name. */
export function appId(siteId: string): string {
  return `fr.comptoir.${siteId.toLowerCase().replace(/[^a-z0-9]+/g, "")}`;
}
