import { fill, accountNews as text } from "@comptoir/messages";

/**
 * What an account page tells the page it leads to (ADR 060): "Compte créé, bienvenue Léa !", "Vous
 * êtes déconnecté.", "Votre compte a été supprimé.". Kept in session storage for one read: the
 * frame shows it once on the next page, and a reload or a later visit never shows it again.
 */
export type AccountNews = { kind: "welcome"; name: string } | { kind: "signed_out" } | { kind: "deleted" };

const KEY = "account-news";

export function tellAccountNews(news: AccountNews): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(news));
  } catch {
    // Forbidden storage: the page the customer lands on says nothing, and all else works.
  }
}

function isNews(value: unknown): value is AccountNews {
  if (typeof value !== "object" || value === null) return false;
  const { kind, name } = value as Record<string, unknown>;
  return kind === "signed_out" || kind === "deleted" || (kind === "welcome" && typeof name === "string");
}

/** The news told, once: it is forgotten as it is read. */
export function takeAccountNews(): AccountNews | null {
  try {
    const stored = globalThis.sessionStorage?.getItem(KEY);
    if (stored == null) return null;
    globalThis.sessionStorage.removeItem(KEY);
    const news: unknown = JSON.parse(stored);
    return isNews(news) ? news : null;
  } catch {
    return null;
  }
}

export function accountNewsText(news: AccountNews): string {
  switch (news.kind) {
    case "welcome":
      return news.name.trim()
        ? fill(text.welcome, { name: news.name.trim() })
        : text.welcome.replace(" {name}", "");
    case "signed_out":
      return text.signedOut;
    case "deleted":
      return text.deleted;
  }
}
