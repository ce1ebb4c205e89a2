import type { PickerClub } from '../../../league/compare-view.js';
import { usePage, useT } from '../../app-context.js';
import { stepsThrough, useChooseOnChange } from '../../components/choose-on-change.js';

function PlayerSelect({
  name,
  label,
  clubs,
  selected,
}: {
  name: 'a' | 'b';
  label: string;
  clubs: readonly PickerClub[];
  selected: number | null;
}) {
  const t = useT();
  const choose = useChooseOnChange(stepsThrough, selected === null ? '' : String(selected));
  return (
    <div className="compare-choice">
      <label htmlFor={`compare-${name}`}>{label}</label>
      <select id={`compare-${name}`} name={name} {...choose.field}>
        <option value="">{t('compare.choose')}</option>
        {clubs.map((club) => (
          <optgroup key={club.name} label={club.name}>
            {club.players.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button type="submit" className={choose.buttonClass}>
        {t('compare.show')}
      </button>
    </div>
  );
}

/**
 * Both players as one GET form of `?a=&b=`: without JavaScript its buttons send it; once
 * hydrated, choosing a player is enough and client navigation takes the form's address, so the
 * choice lives in the URL either way (docs/decisions/0088).
 */
export function ComparePicker({ clubs, a, b }: { clubs: readonly PickerClub[]; a: number | null; b: number | null }) {
  const t = useT();
  const { path } = usePage();
  return (
    <form className="compare-picker" method="get" action={path}>
      <PlayerSelect name="a" label={t('compare.playerA')} clubs={clubs} selected={a} />
      <PlayerSelect name="b" label={t('compare.playerB')} clubs={clubs} selected={b} />
    </form>
  );
}
