type Props<T extends string> = {
  name: string;
  label: string;
  options: readonly T[];
  current: T;
  text: (option: T) => string;
  fullName?: (option: T) => string;
  choose: (option: T) => void;
};

// Native radios: without scripts the checked one is the choice CSS shows (app/styles/units.css);
// with them the store checks the visitor's unit and keeps a change.
export function UnitRadios<T extends string>(props: Props<T>) {
  const { name, label, options, current, text, fullName, choose } = props;
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      {/* Floated, so that it lines up with the options instead of sitting on the border. */}
      <legend className="float-left mr-1 text-sm tracking-widest text-muted uppercase">
        {label}
      </legend>
      {options.map((option) => (
        <label
          key={option}
          className="relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center border border-ink px-3 text-sm tracking-widest transition-colors hover:bg-ink/10 has-checked:bg-ink has-checked:text-paper"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={option === current}
            onChange={() => choose(option)}
            aria-label={fullName?.(option)}
            // Drawn as nothing over the whole option: a press anywhere on it is a press on the
            // radio, and the site's focus ring (globals.css) rings the option.
            className="absolute inset-0 m-0 cursor-pointer appearance-none bg-transparent"
          />
          {text(option)}
        </label>
      ))}
    </fieldset>
  );
}
