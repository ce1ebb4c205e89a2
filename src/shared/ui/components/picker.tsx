import { usePage, useT } from '../app-context.js';
import { stepsThrough, useChooseOnChange } from './choose-on-change.js';

interface PickerProps {
  /** The query parameter the choice is sent as. */
  name: string;
  label: string;
  options: readonly { id: number; name: string }[];
  selected: number | null;
}

/**
 * A choice of this page's content (a season, a matchday) as a GET form: without JavaScript the
 * button sends it; once hydrated, choosing is enough (the button hides) and client navigation
 * takes the form's address (src/client/navigation.ts).
 */
export function Picker({ name, label, options, selected }: PickerProps) {
  const t = useT();
  const { path } = usePage();
  const choose = useChooseOnChange(stepsThrough, selected === null ? '' : String(selected));
  return (
    <form className="season-picker" method="get" action={path} {...choose.form}>
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} {...choose.field}>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <button type="submit" className={choose.buttonClass}>
        {t('tables.show')}
      </button>
    </form>
  );
}
