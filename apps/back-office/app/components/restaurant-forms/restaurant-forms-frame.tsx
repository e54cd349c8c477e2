import { restaurantForms as text } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { Link, NavLink } from "react-router";
import type { PasswordPrompt } from "../../lib/use-password-again.ts";
import { BackOfficeFrame } from "../back-office-frame.tsx";
import { PasswordAgainDialog } from "../password-again-dialog.tsx";

const PAGES = [
  ["/admin/restaurant", text.navRestaurant],
  ["/admin/offres", text.navOffers],
  ["/admin/livraison", text.navDelivery],
  ["/admin/paiements", text.navPayments],
  ["/admin/retrait", text.navPickup],
] as const;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${
    isActive ? "border-cream bg-cream text-ink" : "border-line hover:bg-panel"
  }`;

/**
 * The frame of the restaurant's forms: their own tabs (the restaurant, offers, delivery,
 * payments, pickup), the reminder that edits wait in the draft with the way to publish them, and
 * the password question for the forms that need it.
 */
export function RestaurantFormsFrame({
  restaurantName,
  title,
  problem,
  prompt,
  children,
}: {
  restaurantName: string;
  title: string;
  problem?: string | null;
  prompt?: PasswordPrompt | null;
  children: React.ReactNode;
}) {
  return (
    <BackOfficeFrame restaurantName={restaurantName}>
      <div className="flex max-w-4xl flex-col gap-6 py-4">
        <nav aria-label={text.sectionsNav} className="flex flex-wrap gap-2">
          {PAGES.map(([to, label]) => (
            <NavLink key={to} to={to} className={tabClass}>
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-black">{title}</h1>
          <p className="text-muted">
            {text.draftNote}{" "}
            <Link to="/admin/publier" className="font-semibold text-cream underline underline-offset-4">
              {text.publishLink}
            </Link>
          </p>
        </div>
        <FormMessages problem={problem} />
        {children}
      </div>
      <PasswordAgainDialog prompt={prompt ?? null} />
    </BackOfficeFrame>
  );
}
