import { fill, privacyPolicy as text } from "@comptoir/messages";
import { LegalTextPage } from "../components/legal-sections.tsx";
import { restaurantOfMatches } from "../lib/page-description.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/privacy-policy";

export function meta({ matches }: Route.MetaArgs) {
  const { name } = restaurantOfMatches(matches);
  return pageMeta(matches, text.title, { description: fill(text.description, { name }) });
}

/** What personal data the restaurant keeps, why, how long, and the customer's rights (RGPD). */
export default function PrivacyPolicy() {
  return <LegalTextPage text={text} />;
}
