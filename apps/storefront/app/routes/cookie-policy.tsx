import { fill, cookiePolicy as text } from "@comptoir/messages";
import { LegalTextPage } from "../components/legal-sections.tsx";
import { restaurantOfMatches } from "../lib/page-description.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/cookie-policy";

export function meta({ matches }: Route.MetaArgs) {
  const { name } = restaurantOfMatches(matches);
  return pageMeta(matches, text.title, { description: fill(text.description, { name }) });
}

/** What the site keeps in the browser, and the audience measure only with the visitor's consent. */
export default function CookiePolicy() {
  return <LegalTextPage text={text} />;
}
