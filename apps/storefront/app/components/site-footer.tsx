import type { Restaurant } from "@comptoir/contracts";
import { fill, footer as footerText } from "@comptoir/messages";
import { Link, useLocation } from "react-router";
import { samePrefixPath } from "../lib/checkout/checkout-paths.ts";
import { footerConfig as footer } from "../site-config.ts";
import { SocialIcon } from "./social-icons.tsx";

// Whole class names, so that Tailwind finds them in the source. On a phone the two lists of links
// sit side by side, under the restaurant and its address, which take the whole width.
const COLUMNS = {
  1: "",
  2: "sm:grid-cols-2",
  3: "grid-cols-2 lg:grid-cols-3",
  4: "grid-cols-2 lg:grid-cols-4",
};
const WIDE = footer.columns > 2 ? "col-span-2 lg:col-span-1" : "";
const THEMES = { dark: "bg-black text-muted", light: "bg-cream text-ink" };
const linkClass = "inline-flex min-h-11 items-center underline-offset-4 hover:text-cream hover:underline";

function Column({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={wide ? WIDE : ""}>
      <h2 id={id} className="text-sm font-bold uppercase tracking-widest text-cream">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * An e-mail address that never breaks inside a word: on a narrow screen it may go to the line only
 * before its "@".
 */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at <= 0) return <span className="whitespace-nowrap">{email}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{email.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at)}</span>
    </>
  );
}

/** The legal pages, and "Gérer les cookies" when the page asks about cookies. */
function LegalLinks({
  sitePath,
  onManageCookies,
  inline = false,
}: {
  sitePath: (path: `/${string}`) => string;
  onManageCookies?: (() => void) | undefined;
  inline?: boolean;
}) {
  return (
    <ul className={inline ? "flex flex-wrap gap-x-5" : undefined}>
      <li>
        <Link to={`${sitePath("/terms-of-service")}#${footerText.legalNoticeAnchor}`} className={linkClass}>
          {footerText.legalNotice}
        </Link>
      </li>
      <li>
        <Link to={sitePath("/terms-of-service")} className={linkClass}>
          {footerText.terms}
        </Link>
      </li>
      <li>
        <Link to={sitePath("/privacy-policy")} className={linkClass}>
          {footerText.privacy}
        </Link>
      </li>
      <li>
        <Link to={sitePath("/cookie-policy")} className={linkClass}>
          {footerText.cookies}
        </Link>
      </li>
      {onManageCookies ? (
        <li>
          <button type="button" className={`${linkClass} cursor-pointer`} onClick={onManageCookies}>
            {footerText.manageCookies}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The footer of every page, as the site configuration has it (dark, four columns, credits, social
 * links), compact on the checkout (the legal links only): where to find the restaurant, its pages, the legal pages, and its social networks (only
 * those set). Its code is a chunk of its own, loaded after the page is interactive; until then the
 * server's HTML shows and its plain links work (root.tsx).
 */
export default function SiteFooter({
  restaurant,
  onManageCookies,
}: {
  restaurant: Pick<Restaurant, "name" | "description" | "contact" | "socialLinks">;
  /** Opens the cookie-consent dialog again; absent when the page asks nothing about cookies. */
  onManageCookies?: (() => void) | undefined;
}) {
  const { pathname } = useLocation();
  const sitePath = (path: `/${string}`) => samePrefixPath(pathname, path);
  const { contact, name } = restaurant;
  const social = footer.showSocialLinks ? restaurant.socialLinks : [];
  // The checkout is a funnel: no invitation to leave it, only what the law asks (ADR 058).
  if (sitePath("/checkout") === pathname) {
    return (
      <footer className={`mt-12 border-t border-line ${THEMES[footer.theme]}`} data-testid="compact-footer">
        {/* Room under the links for the checkout's bar, fixed at the bottom of the screen. */}
        <nav aria-label={footerText.legal} className="mx-auto max-w-xl px-4 pt-2 pb-28 text-xs">
          <LegalLinks sitePath={sitePath} onManageCookies={onManageCookies} inline />
          <p className="pt-1">{fill(footerText.copyright, { name })}</p>
        </nav>
      </footer>
    );
  }
  return (
    <footer className={`mt-12 border-t border-line ${THEMES[footer.theme]}`}>
      <div className={`mx-auto grid max-w-5xl gap-8 px-4 py-10 text-sm ${COLUMNS[footer.columns]}`}>
        <Column id="pied-restaurant" title={name} wide>
          {restaurant.description ? <p>{restaurant.description}</p> : null}
          {social.length > 0 ? (
            <ul aria-label={footerText.followUs} className="mt-3 flex flex-wrap gap-1">
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    rel="me noopener"
                    aria-label={fill(footerText.socialLink, { name, network: footerText.networks[network] })}
                    className="inline-flex size-11 items-center justify-center rounded-full text-cream hover:bg-panel"
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </Column>
        <Column id="pied-adresse" title={footerText.findUs} wide>
          <address className="not-italic">
            {contact.address}
            <br />
            {contact.postalCode} {contact.city}
            <br />
            {contact.phone ? (
              <a href={`tel:${contact.phone.replaceAll(" ", "")}`} className={linkClass}>
                {contact.phone}
              </a>
            ) : null}
            {contact.email ? (
              <>
                <br />
                <a href={`mailto:${contact.email}`} aria-label={contact.email} className={linkClass}>
                  <EmailText email={contact.email} />
                </a>
              </>
            ) : null}
          </address>
        </Column>
        <Column id="pied-pages" title={footerText.restaurant}>
          <ul>
            <li>
              <Link to={sitePath("/menu")} className={linkClass}>
                {footerText.menu}
              </Link>
            </li>
            <li>
              <Link to={sitePath("/about")} className={linkClass}>
                {footerText.about}
              </Link>
            </li>
            <li>
              <Link to={sitePath("/contact")} className={linkClass}>
                {footerText.contact}
              </Link>
            </li>
          </ul>
        </Column>
        <Column id="pied-legal" title={footerText.legal}>
          <LegalLinks sitePath={sitePath} onManageCookies={onManageCookies} />
        </Column>
      </div>
      {footer.showCredits ? (
        <div className="border-t border-line">
          {/* Room under the credits for the menu's cart bar, which overlays the bottom of the page. */}
          <p className="mx-auto flex max-w-5xl flex-wrap justify-between gap-2 px-4 pt-4 pb-28 text-xs">
            <span>{fill(footerText.copyright, { name })}</span>
            <span>{footerText.credits}</span>
          </p>
        </div>
      ) : null}
    </footer>
  );
}
