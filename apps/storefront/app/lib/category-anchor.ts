/**
 * A category's place on the menu (`/menu#categorie-12`): the menu's sections carry it, the
 * category bar and the home page's list of menus link to it. A module of its own, so the home
 * page's link does not bring the category bar along.
 */
export function categoryAnchor(id: number): string {
  return `categorie-${id}`;
}
