import { fill, termsOfService as text } from "@comptoir/messages";
import { ContentPage } from "../components/content-page.tsx";
import { LegalNotice } from "../components/legal-notice.tsx";
import { LegalSections } from "../components/legal-sections.tsx";
import { legalPlaceholders } from "../lib/legal-facts.ts";
import { restaurantOfMatches } from "../lib/page-description.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import type { Route } from "./+types/terms-of-service";

export function meta({ matches }: Route.MetaArgs) {
  const { name } = restaurantOfMatches(matches);
  return pageMeta(matches, text.title, { description: fill(text.description, { name }) });
}

/** The legal notice (`#mentions-legales`), then the terms of sale, with the restaurant's facts. */
export default function TermsOfService() {
  const { restaurant } = useRestaurant();
  const facts = legalPlaceholders(restaurant);
  return (
    <ContentPage restaurantName={restaurant.name} title={text.title}>
      <LegalNotice restaurant={restaurant} />
      <p className="mt-8 leading-relaxed">{fill(text.intro, facts)}</p>
      <LegalSections sections={text.sections} facts={facts} />
    </ContentPage>
  );
}
