import type { MatchDays } from '../../league/match-days.js';
import { usePage, useT } from '../app-context.js';
import { useChooseOnChange } from './choose-on-change.js';

/** Keys that write or step a date field's parts; Enter, Tab and Escape do not change it. */
const stepsThrough = (key: string) =>
  /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|Backspace|Delete)$/.test(key) || key.length === 1;

/**
 * The matchday holding a day, as a GET form of `?date=` (docs/decisions/0077): the calendar is
 * the browser's own, bounded by the season's first and last match days, which are offered as
 * suggestions where the browser lists them. The form is not validated by the browser, so a day
 * outside the season still goes, to the first or last matchday.
 */
export function DatePicker({ days, date, shown }: { days: MatchDays; date: string | null; shown: number | null }) {
  const t = useT();
  const { path } = usePage();
  const choose = useChooseOnChange(stepsThrough, date ?? days.turns.find((turn) => turn.id === shown)?.days[0] ?? '');
  return (
    <form className="season-picker" method="get" action={path} noValidate {...choose.form}>
      <label htmlFor="date">{t('matches.date')}</label>
      <input type="date" id="date" name="date" min={days.first} max={days.last} list="match-days" {...choose.field} />
      <datalist id="match-days">
        {days.marks.map((m) => (
          <option key={m.day} value={m.day} label={m.turn} />
        ))}
      </datalist>
      <button type="submit" className={choose.buttonClass}>
        {t('tables.show')}
      </button>
    </form>
  );
}
