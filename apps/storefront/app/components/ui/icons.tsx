/**
 * The few icons of the shop, inline SVG shipped with the app (nothing fetched at run time). They
 * are decorative: the control that holds one carries the words.
 */
interface IconProps {
  className?: string;
}

/** The frame of every line icon: a 24-unit square, drawn in the text colour, hidden from screen readers. */
export function Icon({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

export function CloseIcon({ className = "size-5" }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function MinusIcon({ className = "size-5" }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M5 12h14" />
    </Icon>
  );
}

export function PlusIcon({ className = "size-5" }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

export function TrashIcon({ className = "size-5" }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Icon>
  );
}

export function SearchIcon({ className = "size-5" }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </Icon>
  );
}

export function BagIcon({ className = "size-5" }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 016 0v2" />
    </Icon>
  );
}

export function PinIcon({ className = "size-5" }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  );
}

/** A chevron pointing down, for a panel that opens. */
export function ChevronDownIcon({ className = "size-5" }: IconProps) {
  return (
    <Icon className={className}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

/** A person's head and shoulders: the customer's account. */
export function AccountIcon({ className = "size-5" }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}
