import type { OrderMode } from "@comptoir/domain";
import { menu as menuText } from "@comptoir/messages";
import { useId, useState } from "react";
import { useClientPiece } from "../lib/use-client-piece.ts";
import { SearchIcon } from "./ui/icons.tsx";

const text = menuText;

// The search itself and its results arrive once the page is interactive (ADR 046).
const loadResults = () => import("./menu-search-results.tsx");

/**
 * The menu's search field. Each result opens the product sheet. The server draws the field; the
 * search, its results and the button that clears the field are a client piece
 * (menu-search-results.tsx), so what is typed before it arrives is searched when it does.
 */
export function MenuSearch({ mode }: { mode: OrderMode }) {
  const [query, setQuery] = useState("");
  // A result was opened: the list folds away until the field is used again.
  const [folded, setFolded] = useState(false);
  const ids = useId();
  const Results = useClientPiece(loadResults);

  return (
    <search className="relative mx-auto block max-w-5xl px-4 pt-3">
      <label htmlFor={`${ids}-q`} className="sr-only">
        {text.searchLabel}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
        <input
          id={`${ids}-q`}
          data-menu-search
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={text.searchPlaceholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setFolded(false);
          }}
          onFocus={() => setFolded(false)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setQuery("");
          }}
          aria-describedby={`${ids}-n`}
          className="min-h-12 w-full rounded-full border border-line bg-panel pl-10 pr-12 text-base text-cream placeholder:text-muted/80 [&::-webkit-search-cancel-button]:hidden"
        />
        {Results ? (
          <Results
            query={query}
            folded={folded}
            mode={mode}
            statusId={`${ids}-n`}
            onOpen={() => setFolded(true)}
            onClear={() => setQuery("")}
          />
        ) : (
          <p id={`${ids}-n`} role="status" className="sr-only" />
        )}
      </div>
    </search>
  );
}
