/** A radio choice drawn as a card (order mode, time, payment), with an optional note and extra content. */
export function ChoiceRow({
  name,
  checked,
  disabled = false,
  onSelect,
  label,
  note,
  children,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  label: string;
  note?: string | null;
  children?: React.ReactNode;
}) {
  return (
    <label
      className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 bg-panel px-4 py-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${
        checked ? "border-accent" : "border-line"
      } ${disabled ? "cursor-not-allowed opacity-60" : ""}`}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="size-5 shrink-0 accent-accent"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-bold">{label}</span>
        {note ? <span className="text-sm text-muted">{note}</span> : null}
      </span>
      {children}
    </label>
  );
}
