import type { Restaurant } from "@comptoir/contracts";
import { footer as footerText, legal as legalText } from "@comptoir/messages";
import { factOrNotProvided } from "../lib/legal-facts.ts";

type Fact = [label: string, value: string];

function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-muted">{label}</dt>
          <dd className="mb-2 sm:mb-0">{factOrNotProvided(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The "mentions légales" (LCEN art. 6): who publishes the site and who hosts it, from the legal
 * settings; a fact not given yet reads "non renseigné". The first section of the terms of sale,
 * under the anchor the footer links to (ADR 030).
 */
export function LegalNotice({ restaurant }: { restaurant: Pick<Restaurant, "legal" | "contact"> }) {
  const { legal, contact } = restaurant;
  const labels = legalText.facts;
  return (
    <section id={footerText.legalNoticeAnchor} aria-labelledby="mentions-legales-titre" className="mt-8">
      <h2 id="mentions-legales-titre" className="text-xl font-black">
        {legalText.legalNoticeTitle}
      </h2>
      <p className="mt-3 leading-relaxed">{legalText.legalNoticeIntro}</p>
      <h3 className="mt-5 font-bold">{legalText.publisherTitle}</h3>
      <Facts
        facts={[
          [labels.companyName, legal.companyName],
          [labels.legalForm, legal.legalForm],
          [labels.shareCapital, legal.shareCapital],
          [labels.registeredAddress, legal.registeredAddress],
          [labels.siret, legal.siret],
          [labels.rcs, legal.rcs],
          [labels.vatNumber, legal.vatNumber],
          [labels.publicationDirector, legal.publicationDirector],
          [labels.phone, contact.phone],
          [labels.email, contact.email],
        ]}
      />
      <h3 className="mt-5 font-bold">{legalText.hostTitle}</h3>
      <Facts
        facts={[
          [labels.hostName, legal.hostName],
          [labels.hostAddress, legal.hostAddress],
          [labels.hostPhone, legal.hostPhone],
        ]}
      />
    </section>
  );
}
