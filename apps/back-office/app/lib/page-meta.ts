import { admin as text } from "@comptoir/messages";

/**
 * The title of a restaurant's page ("Disponibilités · Tableau des commandes"), never in a search
 * engine. Not the shop's `pageMeta`: the board's pages share no module with the menu's first load
 * (ADR 044), and a tool needs no canonical link nor preview.
 */
export function staffPageMeta(title: string) {
  return [
    { title: title === text.toolName ? title : `${title} · ${text.toolName}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
