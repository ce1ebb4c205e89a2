import { type KeyboardEvent, type SyntheticEvent, useEffect, useRef, useState } from 'react';

/** Keys that move a closed list's choice one step (or to a typed letter) without choosing it. */
export const stepsThrough = (key: string) =>
  /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down))$/.test(key) || (key.length === 1 && key !== ' ');

/**
 * A picker's form that goes as soon as a choice is made (docs/decisions/0044), except while a
 * keyboard steps through the values: each key changes the value, and that goes nowhere until
 * Enter or the button, shown meanwhile (WCAG 3.2.2, a change of context on input).
 * `steps` names the keys that change the value without choosing it; `shown` is the value of the
 * page shown, which the field takes when another picker or a link changes the page under it.
 */
export function useChooseOnChange(steps: (key: string) => boolean, shown: string) {
  // Read by the change that follows a key at once; the state shows the button.
  const steppingNow = useRef(false);
  const [stepping, setStepping] = useState(false);
  const field = useRef<HTMLInputElement & HTMLSelectElement>(null);
  // The field is the visitor's while the page stays; a page made otherwise brings its own value.
  useEffect(() => {
    if (field.current && shown && field.current.value !== shown) field.current.value = shown;
  }, [shown]);
  return {
    form: { onSubmit: () => setStepping((steppingNow.current = false)) },
    field: {
      ref: field,
      defaultValue: shown,
      onKeyDown: (e: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
        if (steps(e.key)) setStepping((steppingNow.current = true));
        else if (e.key === 'Enter' && steppingNow.current) {
          e.preventDefault();
          e.currentTarget.form?.requestSubmit();
        }
      },
      onChange: (e: SyntheticEvent<HTMLInputElement | HTMLSelectElement>) =>
        !steppingNow.current && e.currentTarget.form?.requestSubmit(),
    },
    buttonClass: stepping ? 'button' : 'button no-script-only',
  };
}
