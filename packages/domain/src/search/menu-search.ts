import type { MenuItem } from "../menu/menu.ts";

export const MENU_SEARCH_MIN_LENGTH = 2;
export const MENU_SEARCH_MAX_RESULTS = 10;
const ADDRESS_SEARCH_MIN_LENGTH = 3;

/** Lower case without accents: "Épicé" and "epice" read the same. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** The address search starts at 3 characters (spaces aside). */
export function isAddressQueryLongEnough(query: string): boolean {
  return query.trim().length >= ADDRESS_SEARCH_MIN_LENGTH;
}

/**
 * Menu search (docs/product.md#search): from 2 characters, ignoring accents and case, an item matches when
 * any word of the query appears in its name or description; at most 10 results, by `item_score`
 * from the highest (menu order among equal scores). Query words of one letter ("à", "y") are
 * ignored unless the query is nothing else.
 */
export function searchMenu(items: readonly MenuItem[], query: string): MenuItem[] {
  const folded = foldForSearch(query).trim();
  if (folded.length < MENU_SEARCH_MIN_LENGTH) return [];
  const allWords = folded.split(/\s+/);
  const longWords = allWords.filter((word) => word.length >= MENU_SEARCH_MIN_LENGTH);
  const words = longWords.length > 0 ? longWords : [folded];
  return items
    .filter((item) => {
      const text = `${foldForSearch(item.name)} ${foldForSearch(item.description)}`;
      return words.some((word) => text.includes(word));
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, MENU_SEARCH_MAX_RESULTS);
}
