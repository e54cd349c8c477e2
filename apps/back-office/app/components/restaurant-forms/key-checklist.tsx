/** A list of things to tick (menus, categories, dishes), kept as their keys in the draft's order. */
export function KeyChecklist({
  id,
  legend,
  options,
  selected,
  readOnly,
  onChange,
}: {
  id: string;
  legend: string;
  options: readonly { key: string; name: string }[];
  selected: readonly string[];
  readOnly: boolean;
  onChange: (keys: string[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-semibold">{legend}</legend>
      <div className="flex max-h-72 flex-col overflow-y-auto rounded-xl border border-line px-3 py-1">
        {options.map((option) => (
          <label
            key={option.key}
            htmlFor={`${id}-${option.key}`}
            className="flex min-h-11 items-center gap-3"
          >
            <input
              id={`${id}-${option.key}`}
              type="checkbox"
              disabled={readOnly}
              checked={selected.includes(option.key)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? options
                        .map((each) => each.key)
                        .filter((key) => key === option.key || selected.includes(key))
                    : selected.filter((key) => key !== option.key),
                )
              }
              className="size-5 shrink-0 accent-accent"
            />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
