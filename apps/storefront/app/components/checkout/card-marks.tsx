import { cardBrands } from "@comptoir/messages";

/**
 * The marks of the cards the shop accepts, small and drawn inline (no request, no image to load):
 * CB, Visa and Mastercard, the cards French customers carry and both payment providers (Stripe,
 * the demo) take (ADR 058). Simplified drawings in each brand's colours, each an image with its
 * name for screen readers, read with the card choice.
 */
export default function CardMarks() {
  const mark = "h-6 w-9 shrink-0";
  return (
    // Spans, not a list: the marks sit inside the card choice's label (phrasing content only).
    <span className="flex shrink-0 gap-1.5" data-testid="card-marks">
      <svg viewBox="0 0 36 24" role="img" aria-label={cardBrands.cb} className={mark}>
        <rect width="36" height="24" rx="3" fill="#1b4f8a" />
        <path d="M0 3a3 3 0 0 1 3-3h33v24H12C5 20 0 12 0 3z" fill="#1e8a6e" />
        <text
          x="18"
          y="16.5"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="700"
          fontSize="11"
          fill="#ffffff"
        >
          CB
        </text>
      </svg>
      <svg viewBox="0 0 36 24" role="img" aria-label={cardBrands.visa} className={mark}>
        <rect width="36" height="24" rx="3" fill="#ffffff" />
        <text
          x="18"
          y="16"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="900"
          fontStyle="italic"
          fontSize="11"
          fill="#1a1f71"
        >
          VISA
        </text>
      </svg>
      <svg viewBox="0 0 36 24" role="img" aria-label={cardBrands.mastercard} className={mark}>
        <rect width="36" height="24" rx="3" fill="#ffffff" />
        <circle cx="14" cy="12" r="7" fill="#eb001b" />
        <circle cx="22" cy="12" r="7" fill="#f79e1b" />
        <path d="M18 6.26a7 7 0 0 1 0 11.48 7 7 0 0 1 0-11.48z" fill="#ff5f00" />
      </svg>
    </span>
  );
}
