/**
 * The pages' French texts, from the one catalogue (@comptoir/messages). Import the sections a
 * component shows (`import { cart as cartText }`), never the whole catalogue: each page then ships
 * only its own texts.
 */
export {
  cart,
  connection,
  error,
  fill,
  home,
  location,
  menu,
  product,
  site,
} from "@comptoir/messages";
