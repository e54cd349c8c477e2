import { fill, privacyPolicy as text } from "@comptoir/messages";
import { ContentPage } from "../components/content-page.tsx";
import { LegalSections } from "../components/legal-sections.tsx";
import { legalPlaceholders } from "../lib/legal-facts.ts";
import { restaurantOfMatches } from "../lib/page-description.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import type { Route } from "./+types/privacy-policy";

export function meta({ matches }: Route.MetaArgs) {
  const { name } = restaurantOfMatches(matches);
  return pageMeta(matches, text.title, { description: fill(text.description, { name }) });
}

/** What personal data the restaurant keeps, why, how long, and the customer's rights (RGPD). */
export default function PrivacyPolicy() {
  const { restaurant } = useRestaurant();
  const facts = legalPlaceholders(restaurant);
  return (
    <ContentPage restaurantName={restaurant.name} title={text.title} lead={fill(text.intro, facts)}>
      <LegalSections sections={text.sections} facts={facts} />
    </ContentPage>
  );
}
