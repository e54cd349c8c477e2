/** The restaurant's owner, made by the README's command before the shop starts (playwright.config.ts). */
export const E2E_OWNER = {
  email: "gerant@piment-rouge.example",
  name: "Samir",
  password: "Cuisine-Brasier-2026",
};
