/**
 * The names of the cards' marks at the checkout's payment step, read by screen readers. A section
 * of its own: only the marks' chunk, loaded with the payment step, needs them.
 */
export const cardBrands = { cb: "Carte Bancaire (CB)", visa: "Visa", mastercard: "Mastercard" } as const;
