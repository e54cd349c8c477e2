import type { DistanceResult, LocationSuggestion } from "@comptoir/contracts";
import { deliveryFee, isAddressQueryLongEnough, ZERO } from "@comptoir/domain";
import { delivery as deliveryText, fill, location as locationText } from "@comptoir/messages";
import { ErrorIcon } from "@comptoir/ui/error-icon.tsx";
import { useEffect, useId, useRef, useState } from "react";
import { createApiClient } from "../lib/api-client.ts";
import { chooseDeliveryAddress, destinationOf } from "../lib/location-actions.ts";
import { useShop } from "../lib/shop.ts";
import { CloseIcon } from "./ui/icons.tsx";

const text = locationText;

/** The panel goes away this long after a valid address (docs/product.md#delivery). */
export const HIDE_AFTER_VALID_MS = 1000;
export const SEARCH_DELAY_MS = 250;

type Status =
  | { kind: "idle" }
  | { kind: "searching" }
  | { kind: "suggestions" }
  | { kind: "checking" }
  | { kind: "refused"; message: string }
  | { kind: "valid"; address: string };

interface Props {
  /** A valid address was chosen and stored; the panel can go. */
  onDone: () => void;
  onCancel: () => void;
}

const api = createApiClient();

/**
 * The delivery address search: suggestions from 3 characters (a combobox: arrows, Enter, Escape),
 * then the distance result for the chosen one. Too far, outside every zone or unknown addresses
 * are said so; a valid one is remembered under `location` and the panel hides a second later.
 */
export default function LocationPicker({ onDone, onCancel }: Props) {
  const shop = useShop();
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<LocationSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const chosen = useRef<string | null>(null);
  const ids = useId();
  const listId = `${ids}-liste`;
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (!isAddressQueryLongEnough(query) || query === chosen.current) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setStatus({ kind: "searching" });
      try {
        const result = await api.searchAddresses(query.trim(), controller.signal);
        setSuggestions(result.ok ? result.payload : []);
        setActive(-1);
        setStatus(result.ok ? { kind: "suggestions" } : { kind: "refused", message: result.message });
      } catch {
        // Aborted: a newer query is on its way.
      }
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => {
    if (status.kind !== "valid") return;
    const timer = setTimeout(() => onDoneRef.current(), HIDE_AFTER_VALID_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function choose(description: string) {
    chosen.current = description;
    setQuery(description);
    setSuggestions([]);
    setStatus({ kind: "checking" });
    const result = await api.measureDistance(description);
    if (!result.ok) {
      setStatus({ kind: "refused", message: result.status === 0 ? result.message : text.invalid });
      return;
    }
    const problem = deliveryProblemAt(result.payload);
    if (problem) {
      setStatus({ kind: "refused", message: problem });
      return;
    }
    chooseDeliveryAddress(result.payload);
    setStatus({ kind: "valid", address: result.payload.formatted_address || result.payload.address });
  }

  /** The domain's delivery rules decide: too far, no zone for the postal code, delivery off. */
  function deliveryProblemAt(distance: DistanceResult): string | null {
    const fee = deliveryFee({
      mode: "delivery",
      subtotal: ZERO,
      freeDelivery: false,
      settings: shop.delivery,
      destination: destinationOf({ mode: "delivery", _distance: distance }),
    });
    return fee.ok ? null : deliveryText[fee.problem];
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const picked = suggestions[active] ?? suggestions[0];
      if (picked) void choose(picked.description);
      else if (isAddressQueryLongEnough(query)) void choose(query.trim());
    } else if (event.key === "Escape" && suggestions.length > 0) {
      event.preventDefault();
      setSuggestions([]);
    }
  }

  const expanded = suggestions.length > 0;
  const live =
    status.kind === "searching"
      ? text.searching
      : status.kind === "suggestions"
        ? suggestions.length === 0
          ? text.noSuggestion
          : suggestions.length === 1
            ? text.oneSuggestion
            : fill(text.suggestions, { count: String(suggestions.length) })
        : status.kind === "checking"
          ? text.checking
          : status.kind === "refused"
            ? status.message
            : status.kind === "valid"
              ? fill(text.valid, { address: status.address })
              : "";

  return (
    <div className="relative rounded-2xl border border-line bg-panel p-4">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={`${ids}-adresse`} className="font-bold">
          {text.title}
        </label>
        <button
          type="button"
          onClick={onCancel}
          aria-label={text.close}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-line"
        >
          <CloseIcon />
        </button>
      </div>
      <p id={`${ids}-aide`} className="text-sm text-muted">
        {text.hint}
      </p>
      <input
        id={`${ids}-adresse`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={`${ids}-aide`}
        autoComplete="street-address"
        // biome-ignore lint/a11y/noAutofocus: the panel opens on the customer's request to type an address
        autoFocus
        placeholder={text.placeholder}
        value={query}
        onChange={(event) => {
          chosen.current = null;
          setQuery(event.target.value);
          if (status.kind !== "idle") setStatus({ kind: "idle" });
        }}
        onKeyDown={onKeyDown}
        className="mt-2 min-h-12 w-full rounded-xl border border-line bg-ink px-3 text-base text-cream placeholder:text-muted/70"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={text.label}
        hidden={!expanded}
        className="mt-1 max-h-64 overflow-y-auto rounded-xl border border-line bg-ink"
      >
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (arrows, Enter)
          <div
            key={suggestion.description}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onClick={() => void choose(suggestion.description)}
            className="flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 aria-selected:bg-line hover:bg-line"
          >
            <span className="font-semibold">{suggestion.structured_formatting.main_text}</span>
            <span className="text-sm text-muted">{suggestion.structured_formatting.secondary_text}</span>
          </div>
        ))}
      </div>
      <p
        role="status"
        className={`mt-2 min-h-5 text-sm ${status.kind === "refused" ? "font-semibold text-danger" : status.kind === "valid" ? "font-semibold text-success" : "text-muted"}`}
        data-testid="location-status"
      >
        {status.kind === "refused" ? <ErrorIcon className="mr-1 inline-flex size-4 align-[-3px]" /> : null}
        {live}
      </p>
    </div>
  );
}
