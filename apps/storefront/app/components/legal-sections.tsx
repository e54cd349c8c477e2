import { fill, type LegalSection } from "@comptoir/messages";

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
