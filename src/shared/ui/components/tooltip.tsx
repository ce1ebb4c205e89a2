import { createContext, type ReactNode, useContext } from 'react';

/**
 * What a tip's id starts with: a table's own, since several tables of one page share their
 * headings. React's useId cannot serve: the server renders kept parts apart from the rest
 * (docs/decisions/0013), so its ids would differ from the browser's.
 */
export const TipScope = createContext('tip');

/** What the element a tip explains carries: the tip describes it. */
export interface TipTrigger {
  'aria-describedby': string;
  className: 'tip-trigger';
}

/**
 * An explanation beside what it explains: an abbreviation's full name, a figure's meaning
 * (docs/decisions/0080). The server writes it, so a screen reader has it as the trigger's
 * description and CSS shows it on hover and focus without a script; the page's script adds
 * Escape and taps (use-tooltips.ts).
 */
export function Tip({
  name,
  text,
  children,
}: {
  /** Unique within its scope. */
  name: string;
  text: string;
  children: (trigger: TipTrigger) => ReactNode;
}) {
  const id = `${useContext(TipScope)}-${name}`;
  return (
    <span className="tip">
      {children({ 'aria-describedby': id, className: 'tip-trigger' })}
      <span role="tooltip" id={id} className="tip-text">
        {text}
      </span>
    </span>
  );
}

/** An abbreviation that can be focused, so a keyboard or a tap brings up what it stands for. */
export function AbbrTip({ name, short, long }: { name: string; short: string; long: string }) {
  return (
    <Tip name={name} text={long}>
      {(trigger) => (
        <abbr tabIndex={0} {...trigger}>
          {short}
        </abbr>
      )}
    </Tip>
  );
}
