/**
 * The checkout's and the confirmation page's French texts, from the one catalogue
 * (messages/fr.json). Imported by section so other pages never ship them.
 */
export { api, checkout, success } from "../../messages/fr.json";
export { fill } from "../messages.ts";
