// `{name}` placeholders are filled with `fill`.
import { fill } from "../fill.ts";

/** The cart sheet and the cart bar. */
export const cart = {
  open: "Voir le panier",
  oneItem: "1 article",
  items: "{count} articles",
  title: "Votre panier",
  close: "Fermer le panier",
  empty: "Votre panier est vide.",
  emptyCta: "Parcourir la carte",
  free: "Offert",
  note: "Note : {note}",
  remove: "Retirer {name} du panier",
  decrease: "Un {name} de moins",
  increase: "Un {name} de plus",
  couponAsk: "Vous avez un code promo ?",
  couponLabel: "Code promo",
  couponApply: "Appliquer",
  couponChecking: "Vérification du code…",
  couponValid: "Code {code} appliqué : {name}",
  couponRemove: "Retirer le code",
  couponUnknown: "Ce code promo n'existe pas",
  subtotal: "Sous-total",
  discount: "Remise",
  delivery: "Livraison",
  deliveryFee: "Frais de livraison",
  smallOrderCharge: "Supplément petite commande",
  /** Under the supplement: why it is there. */
  smallOrderChargeWhy: "Commande de moins de {minimum}",
  deliveryFree: "Offerte",
  taxIncluded: "dont TVA",
  tax: "TVA",
  total: "Total",
  flatChargeBelow: "En dessous, {amount} de frais s'ajoutent à la livraison.",
  smallOrderAvoid: "Ajoutez {missing} pour atteindre {minimum} de commande : plus de supplément de {charge}.",
  chooseAddress: "Choisir une adresse",
  checkout: "Commander",
  /** The checkout button while all ordering is paused from the board. */
  checkoutPaused: "Commandes en pause",
  switchToPickup: "Passer à emporter",
  recommendations: "Vous aimerez aussi",
  addRecommendation: "Ajouter {name} au panier",
  chooseRecommendation: "Choisir les options de {name}",
  oneDishAdded: "1 plat ajouté à votre panier.",
  dishesAdded: "{count} plats ajoutés à votre panier.",
} as const;

/** "1 article", "3 articles": a cart's units (each line counted with its quantity), wherever they are said. */
export function unitsText(units: number): string {
  return units === 1 ? cart.oneItem : fill(cart.items, { count: String(units) });
}

/** "1 plat ajouté à votre panier.", "3 plats ajoutés à votre panier.": what a reorder put back, counted as a person would. */
export function dishesAddedText(units: number): string {
  return units === 1 ? cart.oneDishAdded : fill(cart.dishesAdded, { count: String(units) });
}
