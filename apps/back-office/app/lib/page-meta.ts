import { backOffice as text } from "@comptoir/messages";

/**
 * The title of a back-office page ("Disponibilités · Tableau des commandes"), never in a search
 * engine: a tool needs no canonical link nor preview.
 */
export function pageMeta(title: string) {
  return [
    { title: title === text.toolName ? title : `${title} · ${text.toolName}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
