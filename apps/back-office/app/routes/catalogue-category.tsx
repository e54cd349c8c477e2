import { fill, catalogueEditor as text } from "@comptoir/messages";
import { useMemo } from "react";
import { useNavigate, useParams } from "react-router";
import { ConflictPanel } from "../components/catalogue/conflict-panel.tsx";
import { SelectInput, TextInput } from "../components/catalogue/fields.tsx";
import { dangerButton, ThingHeader } from "../components/catalogue/thing-header.tsx";
import { deletionTakes, draftTree } from "../lib/catalogue/draft-tree.ts";
import { useThingForm } from "../lib/catalogue/use-thing-form.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/catalogue-category";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.categoryTitle);
}

/** /admin/carte/categories/:key: a category's name, description and menu. */
export default function CatalogueCategory() {
  const { key = "" } = useParams();
  const navigate = useNavigate();
  const { catalogue, thing, form, ref } = useThingForm("category", key);
  const { value, setField, flush, errors } = form;
  const readOnly = catalogue.readOnly;
  const tree = useMemo(() => draftTree(catalogue.draft?.things ?? []), [catalogue.draft]);

  if (!catalogue.draft) return <p className="text-muted">{text.loading}</p>;
  if (!thing || !value) return <p>{text.categoryMissing}</p>;

  async function remove() {
    if (!thing || !value) return;
    const { items } = deletionTakes(tree, ref);
    if (!window.confirm(fill(text.deleteCategoryConfirm, { name: value.name, items }))) return;
    form.discard();
    if (await catalogue.remove(thing)) navigate("/admin/carte");
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => event.preventDefault()}
      aria-label={value.name}
    >
      <ThingHeader title={value.name || text.categoryTitle} state={form.state} message={form.message}>
        {readOnly ? null : (
          <button type="button" className={dangerButton} onClick={() => void remove()}>
            {text.delete}
          </button>
        )}
      </ThingHeader>
      {form.conflict ? (
        <ConflictPanel
          conflict={form.conflict}
          labels={{ name: text.name, description: text.description, menu: text.menu }}
          onPick={form.pick}
          onResolve={() => void form.resolve()}
        />
      ) : null}
      <fieldset disabled={readOnly} className="flex flex-col gap-4">
        <legend className="sr-only">{text.categoryTitle}</legend>
        <TextInput
          id="categorie-nom"
          label={text.name}
          value={value.name}
          error={errors.name}
          onBlur={flush}
          onChange={(name) => setField("name", name)}
        />
        <TextInput
          id="categorie-description"
          label={text.description}
          multiline
          value={value.description}
          error={errors.description}
          onBlur={flush}
          onChange={(description) => setField("description", description)}
        />
        <SelectInput
          id="categorie-menu"
          label={text.menu}
          value={value.menu}
          error={errors.menu}
          onBlur={flush}
          options={tree.menus.map(({ menu }) => ({ value: menu.key, label: menu.value.name }))}
          onChange={(menu) => setField("menu", menu)}
        />
      </fieldset>
    </form>
  );
}
