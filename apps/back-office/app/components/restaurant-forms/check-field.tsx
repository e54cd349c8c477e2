/** A labelled checkbox as big as a thumb, for a yes-or-no field of a form. */
export function CheckField({
  id,
  label,
  checked,
  readOnly,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  readOnly: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex min-h-12 items-center gap-3 font-semibold">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={readOnly}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 shrink-0 accent-accent"
      />
      {label}
    </label>
  );
}
