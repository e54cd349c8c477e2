import { MinusIcon, PlusIcon } from "./icons.tsx";

interface Props {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  /** Read before the number ("Quantité"); the number is announced when it changes. */
  valueLabel: string;
  /** The minus button at the minimum can be given another meaning (remove the line). */
  decreaseAtMin?: { label: string; icon: React.ReactNode; onPress: () => void };
}

/** − n + with buttons of at least 44 × 44 px. */
export function Stepper({
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  valueLabel,
  decreaseAtMin,
}: Props) {
  const atMin = value <= min;
  const button =
    "inline-flex size-11 items-center justify-center rounded-full border border-line text-cream hover:border-accent disabled:opacity-40 disabled:hover:border-line";
  return (
    <div className="inline-flex items-center gap-1">
      {atMin && decreaseAtMin ? (
        <button
          type="button"
          className={button}
          aria-label={decreaseAtMin.label}
          onClick={decreaseAtMin.onPress}
        >
          {decreaseAtMin.icon}
        </button>
      ) : (
        <button
          type="button"
          className={button}
          aria-label={decreaseLabel}
          disabled={atMin}
          onClick={() => onChange(value - 1)}
        >
          <MinusIcon />
        </button>
      )}
      <output aria-live="polite" className="min-w-8 text-center font-bold tabular-nums">
        <span className="sr-only">{`${valueLabel} : `}</span>
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={increaseLabel}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
