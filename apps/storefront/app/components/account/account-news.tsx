import { accountNews as text } from "@comptoir/messages";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import {
  accountNewsText,
  type AccountNews as News,
  takeAccountNews,
} from "../../lib/account/account-news.ts";
import { CloseIcon, Icon } from "../ui/icons.tsx";

/**
 * The account's news on the page it led to (ADR 060): a polite status that lives in the frame
 * (page-end.tsx, mounted once for the visit), so that it is in the page before its words arrive and
 * screen readers say them. Shown over the page's foot until closed or until the next page.
 */
export function AccountNewsStatus() {
  const { key } = useLocation();
  const [news, setNews] = useState<News | null>(null);
  // Each new page takes what the previous one told, or clears what an earlier one said.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on every navigation.
  useEffect(() => {
    setNews(takeAccountNews());
  }, [key]);
  // The status is always in the page, empty until there is news, so that its words are heard;
  // the close button stays out of it, so that it is not read with them.
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center px-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <div
        className={
          news
            ? "pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl border border-line bg-cream py-2 pr-2 pl-4 text-ink shadow-[0_8px_30px_rgb(0_0_0/0.6)]"
            : "sr-only"
        }
      >
        {news ? (
          <Icon className="size-6 shrink-0 text-ink">
            <circle cx="12" cy="12" r="9" />
            <path d="M8 12.5l2.8 2.8L16.5 9.5" />
          </Icon>
        ) : null}
        <p role="status" aria-live="polite" className="min-w-0 flex-1 font-bold" data-testid="account-news">
          {news ? accountNewsText(news) : null}
        </p>
        {news ? (
          <button
            type="button"
            onClick={() => setNews(null)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-ink/10"
          >
            <CloseIcon />
            <span className="sr-only">{text.close}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
