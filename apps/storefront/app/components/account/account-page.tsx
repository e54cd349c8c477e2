import type { ReactNode } from "react";
import { useRestaurant } from "../../lib/use-restaurant.ts";
import { SiteHeader } from "../site-header.tsx";

/** A sign-in page: the header, one column for a thumb on a phone, its title and what it says. */
export function AccountPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { restaurant } = useRestaurant();
  return (
    <>
      <SiteHeader restaurantName={restaurant.name} />
      <main id="contenu" className="mx-auto max-w-md px-4 pb-16 pt-6">
        <h1 className="text-3xl font-black">{title}</h1>
        {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
    </>
  );
}
