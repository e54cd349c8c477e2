import { fill, type LegalSection } from "@comptoir/messages";
import { legalPlaceholders } from "../lib/legal-facts.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import { ContentPage } from "./content-page.tsx";

/** The sections of a legal text, their placeholders filled with the restaurant's facts. */
export function LegalSections({
  sections,
  facts,
}: {
  sections: readonly LegalSection[];
  facts: Readonly<Record<string, string>>;
}) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} id={section.id} className="mt-8">
          <h2 className="text-xl font-black">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed">
              {fill(paragraph, facts)}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed">
              {section.list.map((item) => (
                <li key={item}>{fill(item, facts)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}

/** A legal text as a whole page (cookie policy, privacy policy): its title, its introduction, its sections. */
export function LegalTextPage({
  text,
}: {
  text: { title: string; intro: string; sections: readonly LegalSection[] };
}) {
  const { restaurant } = useRestaurant();
  const facts = legalPlaceholders(restaurant);
  return (
    <ContentPage restaurantName={restaurant.name} title={text.title} lead={fill(text.intro, facts)}>
      <LegalSections sections={text.sections} facts={facts} />
    </ContentPage>
  );
}
