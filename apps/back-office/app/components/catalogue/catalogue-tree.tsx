import type { ThingRef } from "@comptoir/contracts/catalogue-draft";
import { fill, catalogueEditor as text } from "@comptoir/messages";
import { useDeferredValue, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { DraftThingOf } from "../../lib/catalogue/draft-client.ts";
import {
  type CategoryNode,
  type DraftTree,
  draftTree,
  filterTree,
  isFiltering,
  moved,
  NO_FILTER,
  newKey,
  type TreeFilter,
} from "../../lib/catalogue/draft-tree.ts";
import {
  newCategoryValue,
  newGroupValue,
  newItemValue,
  newMenuValue,
} from "../../lib/catalogue/new-things.ts";
import type { CatalogueDraft } from "../../lib/catalogue/use-catalogue-draft.ts";
import { BulkBar } from "./bulk-bar.tsx";
import { SelectInput, TextInput } from "./fields.tsx";
import { SortableList } from "./sortable-list.tsx";

/** Above this many dishes the categories open closed, so a long catalogue draws at once. */
const OPEN_ALL_UP_TO = 150;

const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

const smallButton =
  "inline-flex min-h-11 items-center rounded-full border border-line px-3 text-sm font-bold hover:bg-line";

/**
 * The catalogue as a list: menus → categories → dishes in their order, then the option groups.
 * Search and filters narrow the dishes (reordering waits until they are cleared, since a filtered
 * list is not the whole order); the owner selects dishes or whole categories for a bulk change.
 */
export function CatalogueTree({ catalogue }: { catalogue: CatalogueDraft }) {
  const { draft, readOnly, order, create } = catalogue;
  const navigate = useNavigate();
  const [filter, setFilter] = useState<TreeFilter>(NO_FILTER);
  const deferredFilter = useDeferredValue(filter);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkDone, setBulkDone] = useState("");
  const [opened, setOpened] = useState<ReadonlySet<string> | null>(null);

  const tree = useMemo(() => draftTree(draft?.things ?? []), [draft]);
  const shown = useMemo(() => filterTree(tree, deferredFilter), [tree, deferredFilter]);
  const filtering = isFiltering(deferredFilter);
  const dishCount = useMemo(
    () => tree.menus.reduce((sum, menu) => sum + menu.categories.reduce((n, c) => n + c.items.length, 0), 0),
    [tree],
  );
  const categories = tree.menus.flatMap(({ categories }) => categories.map(({ category }) => category));
  const isOpen = (key: string) => filtering || (opened ? opened.has(key) : dishCount <= OPEN_ALL_UP_TO);
  const toggleOpen = (key: string) =>
    setOpened((current) => {
      const next = new Set(
        current ?? (dishCount <= OPEN_ALL_UP_TO ? categories.map((category) => category.key) : []),
      );
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const toggleSelected = (keys: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  async function make(ref: ThingRef, value: unknown, position: number, path: string) {
    const thing = await create(ref, value, position);
    if (thing) navigate(path);
  }

  if (!draft) return <p className="py-6 text-muted">{text.loading}</p>;

  const reorderDisabled = readOnly || filtering;
  return (
    <div className="flex flex-col gap-4">
      <search className="flex flex-col gap-2" aria-label={text.searchRegion}>
        <TextInput
          id="carte-recherche"
          label={text.search}
          value={filter.search}
          onChange={(search) => setFilter((current) => ({ ...current, search }))}
        />
        <div className="grid grid-cols-2 gap-2">
          <SelectInput
            id="carte-filtre-categorie"
            label={text.filterCategory}
            value={filter.category}
            onChange={(category) => setFilter((current) => ({ ...current, category }))}
            options={[
              { value: "", label: text.allCategories },
              ...categories.map((category) => ({ value: category.key, label: category.value.name })),
            ]}
          />
          <SelectInput
            id="carte-filtre-visibilite"
            label={text.filterVisibility}
            value={filter.visibility}
            onChange={(visibility) =>
              setFilter((current) => ({ ...current, visibility: visibility as TreeFilter["visibility"] }))
            }
            options={[
              { value: "all", label: text.visibilityAll },
              { value: "visible", label: text.visibilityVisible },
              { value: "hidden", label: text.visibilityHidden },
            ]}
          />
        </div>
        {filtering ? <p className="text-sm text-muted">{text.reorderNeedsNoFilter}</p> : null}
      </search>

      {!readOnly && selected.size > 0 ? (
        <BulkBar
          catalogue={catalogue}
          items={[...selected]}
          onDone={(message) => {
            setSelected(new Set());
            setBulkDone(message ?? "");
          }}
        />
      ) : null}
      <p role="status" className="text-sm empty:hidden">
        {bulkDone}
      </p>

      <section aria-labelledby="carte-menus" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="carte-menus" className="text-xl font-black">
            {text.menus}
          </h2>
          {readOnly ? null : (
            <button
              type="button"
              className={smallButton}
              onClick={() => {
                const key = newKey(text.newMenuName);
                void make(
                  `menu:${key}`,
                  newMenuValue(text.newMenuName),
                  tree.menus.length,
                  `/admin/carte/menus/${key}`,
                );
              }}
            >
              {text.addMenu}
            </button>
          )}
        </div>
        {shown.menus.length === 0 ? <p className="text-muted">{text.nothingFound}</p> : null}
        <SortableList
          id="carte-liste-menus"
          label={text.menus}
          disabled={reorderDisabled}
          entries={shown.menus.map((node) => ({ id: node.menu.key, label: node.menu.value.name, node }))}
          onMove={(from, to) =>
            void order(
              "menu",
              moved(
                tree.menus.map(({ menu }) => menu.key),
                from,
                to,
              ),
            )
          }
          className="flex flex-col gap-3"
          render={({ node }, handle) => (
            <div className="rounded-2xl border border-line bg-panel p-2">
              <div className="flex items-center gap-1">
                {handle}
                <Link
                  to={`/admin/carte/menus/${node.menu.key}`}
                  className="min-h-11 grow content-center px-1 text-lg font-black underline-offset-4 hover:underline"
                >
                  {node.menu.value.name}
                </Link>
                {readOnly ? null : (
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={fill(text.addCategoryTo, { name: node.menu.value.name })}
                    onClick={() => {
                      const key = newKey(text.newCategoryName);
                      void make(
                        `category:${key}`,
                        newCategoryValue(text.newCategoryName, node.menu.key),
                        node.categories.length,
                        `/admin/carte/categories/${key}`,
                      );
                    }}
                  >
                    {text.addCategory}
                  </button>
                )}
              </div>
              <SortableList
                id={`carte-liste-${node.menu.key}`}
                label={fill(text.categoriesOf, { name: node.menu.value.name })}
                disabled={reorderDisabled}
                entries={node.categories.map((category) => ({
                  id: category.category.key,
                  label: category.category.value.name,
                  category,
                }))}
                onMove={(from, to) =>
                  void order(
                    `menu:${node.menu.key}`,
                    moved(
                      node.categories.map(({ category }) => category.key),
                      from,
                      to,
                    ),
                  )
                }
                className="mt-1 flex flex-col gap-1 pl-2"
                render={({ category }, handle) => (
                  <CategoryBlock
                    node={category}
                    handle={handle}
                    open={isOpen(category.category.key)}
                    onToggle={() => toggleOpen(category.category.key)}
                    readOnly={readOnly}
                    reorderDisabled={reorderDisabled}
                    selected={selected}
                    onSelect={toggleSelected}
                    onOrder={(keys) => void order(`category:${category.category.key}`, keys)}
                    onAdd={() => {
                      const key = newKey(text.newItemName);
                      void make(
                        `item:${key}`,
                        newItemValue(text.newItemName, category.category.key),
                        category.items.length,
                        `/admin/carte/plats/${key}`,
                      );
                    }}
                  />
                )}
              />
            </div>
          )}
        />
        {tree.orphans.length > 0 ? (
          <div className="rounded-2xl border border-accent p-3">
            <h3 className="font-bold">{text.orphans}</h3>
            <ul>
              {tree.orphans.map((thing) => (
                <li key={thing.ref}>
                  <Link
                    className="underline"
                    to={
                      thing.kind === "item"
                        ? `/admin/carte/plats/${thing.key}`
                        : `/admin/carte/categories/${thing.key}`
                    }
                  >
                    {(thing.value as { name: string }).name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <GroupsSection tree={tree} catalogue={catalogue} onMake={make} />
    </div>
  );
}

function GroupsSection({
  tree,
  catalogue,
  onMake,
}: {
  tree: DraftTree;
  catalogue: CatalogueDraft;
  onMake: (ref: ThingRef, value: unknown, position: number, path: string) => Promise<void>;
}) {
  const { readOnly, order } = catalogue;
  return (
    <section aria-labelledby="carte-options" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="carte-options" className="text-xl font-black">
          {text.groups}
        </h2>
        {readOnly ? null : (
          <button
            type="button"
            className={smallButton}
            onClick={() => {
              const key = newKey(text.newGroupName);
              void onMake(
                `group:${key}`,
                newGroupValue(text.newGroupName, {
                  key: newKey(text.newChoiceName),
                  name: text.newChoiceName,
                }),
                tree.groups.length,
                `/admin/carte/options/${key}`,
              );
            }}
          >
            {text.addGroup}
          </button>
        )}
      </div>
      <SortableList
        id="carte-liste-options"
        label={text.groups}
        disabled={readOnly}
        entries={tree.groups.map((group) => ({ id: group.key, label: group.value.name, group }))}
        onMove={(from, to) =>
          void order(
            "group",
            moved(
              tree.groups.map((group) => group.key),
              from,
              to,
            ),
          )
        }
        render={({ group }, handle) => (
          <div className="flex items-center gap-1 rounded-xl border border-line px-1">
            {handle}
            <Link
              to={`/admin/carte/options/${group.key}`}
              className="min-h-11 grow content-center px-1 font-bold"
            >
              {group.value.name}
            </Link>
            <span className="px-2 text-sm text-muted">
              {fill(text.choicesCount, { count: group.value.choices.length })}
            </span>
          </div>
        )}
      />
    </section>
  );
}

function CategoryBlock({
  node,
  handle,
  open,
  onToggle,
  readOnly,
  reorderDisabled,
  selected,
  onSelect,
  onOrder,
  onAdd,
}: {
  node: CategoryNode;
  handle: React.ReactNode;
  open: boolean;
  onToggle: () => void;
  readOnly: boolean;
  reorderDisabled: boolean;
  selected: ReadonlySet<string>;
  onSelect: (keys: string[], on: boolean) => void;
  onOrder: (keys: string[]) => void;
  onAdd: () => void;
}) {
  const { category, items } = node;
  const name = category.value.name;
  const keys = items.map((item) => item.key);
  const allSelected = keys.length > 0 && keys.every((key) => selected.has(key));
  const listId = `carte-plats-${category.key}`;
  return (
    <div className="rounded-xl border border-line">
      <div className="flex flex-wrap items-center gap-1 px-1">
        {handle}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
          aria-label={fill(open ? text.closeCategory : text.openCategory, { name })}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-line"
        >
          <span aria-hidden="true">{open ? "▾" : "▸"}</span>
        </button>
        <Link
          to={`/admin/carte/categories/${category.key}`}
          className="min-h-11 grow content-center font-bold"
        >
          {name} <span className="font-normal text-muted">({items.length})</span>
        </Link>
        {readOnly ? null : (
          <>
            <label className="inline-flex min-h-11 items-center gap-1 px-1 text-sm">
              <input
                type="checkbox"
                checked={allSelected}
                onChange={(event) => onSelect(keys, event.target.checked)}
                className="size-5 accent-accent"
              />
              <span className="sr-only">{fill(text.selectCategory, { name })}</span>
              <span aria-hidden="true">{text.selectAllShort}</span>
            </label>
            <button
              type="button"
              className={smallButton}
              onClick={onAdd}
              aria-label={fill(text.addItemTo, { name })}
            >
              {text.addItem}
            </button>
          </>
        )}
      </div>
      <div id={listId} hidden={!open}>
        {open ? (
          <SortableList
            id={listId}
            label={fill(text.itemsOf, { name })}
            disabled={reorderDisabled}
            entries={items.map((item) => ({ id: item.key, label: item.value.name, item }))}
            onMove={(from, to) => onOrder(moved(keys, from, to))}
            className="flex flex-col border-t border-line"
            render={({ item }, itemHandle) => (
              <ItemRow
                item={item}
                handle={itemHandle}
                readOnly={readOnly}
                selected={selected.has(item.key)}
                onSelect={onSelect}
              />
            )}
          />
        ) : null}
      </div>
    </div>
  );
}

function ItemRow({
  item,
  handle,
  readOnly,
  selected,
  onSelect,
}: {
  item: DraftThingOf<"item">;
  handle: React.ReactNode;
  readOnly: boolean;
  selected: boolean;
  onSelect: (keys: string[], on: boolean) => void;
}) {
  const { name, price_pickup, price_delivery, visible } = item.value;
  return (
    <div className="flex items-center gap-1 px-1 [content-visibility:auto] [contain-intrinsic-size:auto_48px]">
      {handle}
      {readOnly ? null : (
        <label className="inline-flex min-h-11 min-w-11 items-center justify-center">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect([item.key], event.target.checked)}
            className="size-5 accent-accent"
          />
          <span className="sr-only">{fill(text.selectItem, { name })}</span>
        </label>
      )}
      <Link to={`/admin/carte/plats/${item.key}`} className="min-h-11 min-w-0 grow content-center">
        <span className="block truncate">{name}</span>
      </Link>
      {visible ? null : (
        <span className="rounded-full border border-line px-2 text-xs text-muted">{text.hiddenBadge}</span>
      )}
      <span className="shrink-0 px-1 text-sm text-muted">
        {euros.format(price_pickup)}
        {price_delivery !== price_pickup ? ` · ${euros.format(price_delivery)}` : ""}
      </span>
    </div>
  );
}
