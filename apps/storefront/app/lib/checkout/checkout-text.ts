/**
 * The checkout's and the confirmation page's French texts, from the one catalogue
 * (@comptoir/messages). Imported by section so other pages never ship them.
 */
export { checkout, fill, success } from "@comptoir/messages";
