import { fill, cookiePolicy as text } from "@comptoir/messages";
import { ContentPage } from "../components/content-page.tsx";
import { LegalSections } from "../components/legal-sections.tsx";
import { legalPlaceholders } from "../lib/legal-facts.ts";
import { restaurantOfMatches } from "../lib/page-description.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import type { Route } from "./+types/cookie-policy";

export function meta({ matches }: Route.MetaArgs) {
  const { name } = restaurantOfMatches(matches);
  return pageMeta(matches, text.title, { description: fill(text.description, { name }) });
}

/** What the site keeps in the browser, and the audience measure only with the visitor's consent. */
export default function CookiePolicy() {
  const { restaurant } = useRestaurant();
  const facts = legalPlaceholders(restaurant);
  return (
    <ContentPage restaurantName={restaurant.name} title={text.title} lead={fill(text.intro, facts)}>
      <LegalSections sections={text.sections} facts={facts} />
    </ContentPage>
  );
}
