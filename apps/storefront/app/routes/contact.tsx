import { restaurantFrom } from "@comptoir/contracts";
import { fill, legal as legalText, contact as text } from "@comptoir/messages";
import { Link } from "react-router";
import { ContentPage } from "../components/content-page.tsx";
import { HoursSection } from "../components/hours-section.tsx";
import { readMenus, readSettings } from "../lib/api.server.ts";
import { clockContext } from "../lib/api-context.ts";
import { hoursView } from "../lib/opening-hours.server.ts";
import { restaurantOfMatches } from "../lib/page-description.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import { useSitePath } from "../lib/use-site-path.ts";
import type { Route } from "./+types/contact";

export async function loader({ context }: Route.LoaderArgs) {
  const [menus, settings] = await Promise.all([readMenus(context), readSettings(context)]);
  // The shop's clock, so that "open now" agrees with the menu and the checkout.
  return { hours: hoursView(restaurantFrom({ settings, menus }), context.get(clockContext)()) };
}

export function meta({ matches }: Route.MetaArgs) {
  const { name, contact } = restaurantOfMatches(matches);
  return pageMeta(matches, text.title, { description: fill(text.description, { name, city: contact.city }) });
}

const linkClass = "inline-flex min-h-11 items-center font-bold text-cream underline underline-offset-4";

/** How to reach the restaurant, and when it is open for pickup and delivery. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { restaurant } = useRestaurant();
  const sitePath = useSitePath();
  const { contact } = restaurant;
  const town = [contact.postalCode, contact.city].filter(Boolean).join(" ");
  return (
    <ContentPage restaurantName={restaurant.name} title={text.title} lead={text.intro}>
      <dl className="mt-8 grid gap-5 rounded-2xl border border-line bg-panel p-4">
        <div>
          <dt className="text-xs font-bold uppercase tracking-widest text-muted">{text.addressTitle}</dt>
          <dd className="mt-1">
            <address className="not-italic">
              {contact.address || legalText.notProvided}
              {town ? (
                <>
                  <br />
                  {town}
                </>
              ) : null}
            </address>
            {contact.mapUrl ? (
              <a href={contact.mapUrl} rel="noopener" className={linkClass}>
                {text.map}
              </a>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-bold uppercase tracking-widest text-muted">{text.phoneTitle}</dt>
          <dd className="mt-1">
            {contact.phone ? (
              <a href={`tel:${contact.phone.replaceAll(" ", "")}`} className={linkClass}>
                {contact.phone}
              </a>
            ) : (
              legalText.notProvided
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-bold uppercase tracking-widest text-muted">{text.emailTitle}</dt>
          <dd className="mt-1">
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
                {contact.email}
              </a>
            ) : (
              legalText.notProvided
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-8">
        <HoursSection view={loaderData.hours} headingId="horaires" />
      </div>
      <Link
        to={sitePath("/menu")}
        className="mt-8 inline-flex min-h-12 w-fit items-center rounded-full bg-accent px-6 text-lg font-bold text-ink"
      >
        {text.orderCta}
      </Link>
    </ContentPage>
  );
}
