import { kitchenCapacityEditor, catalogueEditor as text } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { Link, NavLink, Outlet, useMatch, useParams } from "react-router";
import { BackOfficeFrame } from "../components/back-office-frame.tsx";
import { CatalogueTree } from "../components/catalogue/catalogue-tree.tsx";
import { PendingSenders } from "../components/catalogue/pending-senders.tsx";
import { useCatalogueDraft } from "../lib/catalogue/use-catalogue-draft.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useShop } from "../lib/shop.ts";
import type { Route } from "./+types/catalogue";

const pageLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${
    isActive ? "border-cream bg-cream text-ink" : "border-line hover:bg-panel"
  }`;

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.title);
}

/**
 * /admin/carte and its forms: the draft's list beside the thing being edited on a desktop, one
 * after the other on a phone (the list alone at /admin/carte, the form alone below it). Staff
 * members read it; owners change it. Nothing here reaches customers before a publish. The kitchen's
 * capacity, kept in the same draft, has its page here too, linked above the list.
 */
export default function Catalogue() {
  const shop = useShop();
  const catalogue = useCatalogueDraft();
  const atList = useMatch("/admin/carte") !== null;
  const { key } = useParams();
  const page = useMatch("/admin/carte/:page/:key")?.params.page;
  const kinds: Partial<Record<string, string>> = {
    plats: "item",
    menus: "menu",
    categories: "category",
    options: "group",
  };
  const openKind = page ? kinds[page] : undefined;
  return (
    <BackOfficeFrame restaurantName={shop.restaurantName}>
      <div className="flex flex-col gap-3 py-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-3xl font-black">{text.title}</h1>
          <p className="text-sm text-muted">{catalogue.readOnly ? text.readOnlyNotice : text.draftNotice}</p>
        </div>
        <nav aria-label={kitchenCapacityEditor.nav} className="flex flex-wrap gap-2">
          <NavLink to="/admin/carte/capacite" className={pageLinkClass}>
            {kitchenCapacityEditor.link}
          </NavLink>
        </nav>
        <FormMessages problem={catalogue.problem} />
        <PendingSenders catalogue={catalogue} openRef={openKind && key ? `${openKind}:${key}` : null} />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(22rem,2fr)_minmax(0,3fr)]">
          <div className={atList ? "min-w-0" : "hidden min-w-0 lg:block"}>
            <CatalogueTree catalogue={catalogue} />
          </div>
          <div className={atList ? "hidden min-w-0 lg:block" : "min-w-0"}>
            {atList ? null : (
              <Link to="/admin/carte" className="mb-3 inline-flex min-h-11 items-center underline lg:hidden">
                {text.backToList}
              </Link>
            )}
            <Outlet context={catalogue} />
          </div>
        </div>
      </div>
    </BackOfficeFrame>
  );
}
