import { useRef, useState } from 'react';
import { usePage, useT } from '../app-context.js';

interface PickerProps {
  /** The query parameter the choice is sent as. */
  name: string;
  label: string;
  options: readonly { id: number; name: string }[];
  selected: number | null;
}

/** Keys that move a closed list's choice one step (or to a typed letter) without choosing it. */
const stepsThrough = (key: string) =>
  /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down))$/.test(key) || (key.length === 1 && key !== ' ');

/**
 * A choice of this page's content (a season, a matchday) as a GET form: without JavaScript the
 * button sends it; once hydrated, choosing is enough (the button hides) and client navigation
 * takes the form's address (src/client/navigation.ts). Stepping through a closed list with the
 * keyboard changes its value at each key: that goes nowhere until Enter or the button, shown
 * meanwhile (WCAG 3.2.2, a change of context on input).
 */
export function Picker({ name, label, options, selected }: PickerProps) {
  const t = useT();
  const { path } = usePage();
  // Read by the change that follows a key at once; the state shows the button.
  const steppingNow = useRef(false);
  const [stepping, setStepping] = useState(false);
  return (
    <form
      className="season-picker"
      method="get"
      action={path}
      onSubmit={() => setStepping((steppingNow.current = false))}
    >
      <label htmlFor={name}>{label}</label>
      <select
        id={name}
        name={name}
        defaultValue={selected ?? undefined}
        onKeyDown={(e) => {
          if (stepsThrough(e.key)) setStepping((steppingNow.current = true));
          else if (e.key === 'Enter' && steppingNow.current) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
        onChange={(e) => !steppingNow.current && e.currentTarget.form?.requestSubmit()}
      >
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <button type="submit" className={stepping ? 'button' : 'button no-script-only'}>
        {t('tables.show')}
      </button>
    </form>
  );
}
