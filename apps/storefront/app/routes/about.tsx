import { fill, about as text } from "@comptoir/messages";
import { Link } from "react-router";
import { ContentPage } from "../components/content-page.tsx";
import { restaurantOfMatches } from "../lib/page-description.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import { useSitePath } from "../lib/use-site-path.ts";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  const { name, contact } = restaurantOfMatches(matches);
  return pageMeta(matches, text.title, { description: fill(text.description, { name, city: contact.city }) });
}

/** The restaurant's story. */
export default function About() {
  const { restaurant } = useRestaurant();
  const sitePath = useSitePath();
  const facts = { name: restaurant.name, city: restaurant.contact.city };
  return (
    <ContentPage restaurantName={restaurant.name} title={text.title} lead={fill(text.lead, facts)}>
      {text.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-black">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed">
              {fill(paragraph, facts)}
            </p>
          ))}
        </section>
      ))}
      <Link
        to={sitePath("/menu")}
        className="mt-10 inline-flex min-h-12 w-fit items-center rounded-full bg-accent px-6 text-lg font-bold text-ink"
      >
        {text.cta}
      </Link>
    </ContentPage>
  );
}
