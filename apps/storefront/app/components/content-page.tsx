import { SiteHeader } from "./site-header.tsx";

/**
 * The frame of a page of text (about, contact, the legal pages): the header, then one readable
 * column with the page's title and its lead.
 */
export function ContentPage({
  restaurantName,
  title,
  lead,
  children,
}: {
  restaurantName: string;
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <SiteHeader restaurantName={restaurantName} />
      <main id="contenu" className="mx-auto max-w-2xl px-4 pt-8 pb-8">
        <h1 className="text-3xl font-black leading-tight md:text-4xl">{title}</h1>
        {lead ? <p className="mt-4 text-lg text-muted">{lead}</p> : null}
        {children}
      </main>
    </>
  );
}
