/** The VAT rates a French restaurant sells at, as the forms offer them. */
export const TAX_RATE_OPTIONS = [
  { value: "5.5", label: "5,5 %" },
  { value: "10", label: "10 %" },
  { value: "20", label: "20 %" },
] as const;
