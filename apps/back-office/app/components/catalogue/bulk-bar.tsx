import { fill, catalogueEditor as text } from "@comptoir/messages";
import { type FormEvent, useMemo, useState } from "react";
import type { BulkBody } from "../../lib/catalogue/draft-client.ts";
import { draftTree } from "../../lib/catalogue/draft-tree.ts";
import type { CatalogueDraft } from "../../lib/catalogue/use-catalogue-draft.ts";
import { NumberInput, SelectInput } from "./fields.tsx";

type Reprice = Extract<BulkBody, { action: "reprice" }>;

const button = "min-h-12 rounded-full border-2 border-accent px-4 font-bold disabled:opacity-60";

/**
 * One change for many dishes at once (ADR 051's bulk call): attach or detach an option group, or
 * move prices by a percentage or an amount with the rounding the owner picks. The draft is read
 * again afterwards, so the list shows every dish as the server changed it.
 */
export function BulkBar({
  catalogue,
  items,
  onDone,
}: {
  catalogue: CatalogueDraft;
  items: string[];
  /** The change is made (with what to say), or the selection is cleared (without). */
  onDone: (message?: string) => void;
}) {
  const groups = useMemo(() => draftTree(catalogue.draft?.things ?? []).groups, [catalogue.draft]);
  const [group, setGroup] = useState(groups[0]?.key ?? "");
  const [service, setService] = useState<Reprice["service"]>("both");
  const [mode, setMode] = useState<Reprice["mode"]>("percent");
  const [amount, setAmount] = useState<number | null>(null);
  const [rounding, setRounding] = useState<Reprice["rounding"]>("cent");
  const [pending, setPending] = useState(false);

  async function run(body: BulkBody, message: string) {
    setPending(true);
    const ok = await catalogue.bulk(body);
    setPending(false);
    if (ok) onDone(message);
  }

  function reprice(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (amount === null || Number.isNaN(amount)) return;
    void run(
      { action: "reprice", items, service, mode, value: amount, rounding },
      fill(text.bulkRepriced, { count: items.length }),
    );
  }

  const groupName = groups.find((each) => each.key === group)?.value.name ?? "";
  return (
    <section
      aria-labelledby="carte-lot"
      className="sticky top-0 z-20 flex flex-col gap-3 rounded-2xl border-2 border-accent bg-panel p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="carte-lot" className="text-lg font-black">
          {fill(items.length === 1 ? text.bulkOne : text.bulkMany, { count: items.length })}
        </h2>
        <button type="button" className="min-h-11 px-2 underline" onClick={() => onDone()}>
          {text.bulkClear}
        </button>
      </div>
      {groups.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 grow">
            <SelectInput
              id="lot-groupe"
              label={text.bulkGroup}
              value={group}
              onChange={setGroup}
              options={groups.map((each) => ({ value: each.key, label: each.value.name }))}
            />
          </div>
          <button
            type="button"
            className={button}
            disabled={pending || !group}
            onClick={() =>
              void run(
                { action: "attach_group", group, items },
                fill(text.bulkAttached, { group: groupName, count: items.length }),
              )
            }
          >
            {text.bulkAttach}
          </button>
          <button
            type="button"
            className={button}
            disabled={pending || !group}
            onClick={() =>
              void run(
                { action: "detach_group", group, items },
                fill(text.bulkDetached, { group: groupName, count: items.length }),
              )
            }
          >
            {text.bulkDetach}
          </button>
        </div>
      ) : null}
      <form onSubmit={reprice} className="grid grid-cols-2 items-end gap-2 md:grid-cols-5">
        <SelectInput
          id="lot-service"
          label={text.bulkService}
          value={service}
          onChange={(value) => setService(value as Reprice["service"])}
          options={[
            { value: "both", label: text.serviceBoth },
            { value: "pickup", label: text.servicePickup },
            { value: "delivery", label: text.serviceDelivery },
          ]}
        />
        <SelectInput
          id="lot-mode"
          label={text.bulkMode}
          value={mode}
          onChange={(value) => setMode(value as Reprice["mode"])}
          options={[
            { value: "percent", label: text.bulkPercent },
            { value: "amount", label: text.bulkAmount },
          ]}
        />
        <NumberInput
          id="lot-valeur"
          label={mode === "percent" ? text.bulkValuePercent : text.bulkValueAmount}
          hint={text.bulkValueHint}
          value={amount}
          allowEmpty
          onChange={setAmount}
        />
        <SelectInput
          id="lot-arrondi"
          label={text.bulkRounding}
          value={rounding}
          onChange={(value) => setRounding(value as Reprice["rounding"])}
          options={[
            { value: "cent", label: text.roundCent },
            { value: "ten_cents", label: text.roundTenCents },
            { value: "ends_90", label: text.roundEnds90 },
            { value: "ends_50", label: text.roundEnds50 },
          ]}
        />
        <button type="submit" className={`${button} col-span-2 md:col-span-1`} disabled={pending}>
          {text.bulkApply}
        </button>
      </form>
    </section>
  );
}
