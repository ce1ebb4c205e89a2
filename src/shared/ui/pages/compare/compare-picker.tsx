import type { PickerClub } from '../../../league/compare-view.js';
import { usePage, useT } from '../../app-context.js';
import { stepsThrough, useChooseOnChange } from '../../components/choose-on-change.js';
import { DataPart } from '../../kept-parts.js';

type Choose = ReturnType<typeof useChooseOnChange>;

function PlayerSelect({
  name,
  label,
  clubs,
  field,
}: {
  name: 'a' | 'b';
  label: string;
  clubs: readonly PickerClub[];
  field: Choose['field'];
}) {
  const t = useT();
  return (
    <div className="compare-choice">
      <label htmlFor={`compare-${name}`}>{label}</label>
      <select id={`compare-${name}`} name={name} {...field}>
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
    </div>
  );
}

/**
 * Both players as one GET form of `?a=&b=`: without JavaScript its button sends it; once
 * hydrated, choosing a player is enough and client navigation takes the form's address, so the
 * choice lives in the URL either way (docs/decisions/0088). The button shows again while a
 * keyboard steps through either list.
 */
export function ComparePicker({ clubs, a, b }: { clubs: readonly PickerClub[]; a: number | null; b: number | null }) {
  const t = useT();
  const { path } = usePage();
  const first = useChooseOnChange(stepsThrough, a === null ? '' : String(a));
  const second = useChooseOnChange(stepsThrough, b === null ? '' : String(b));
  const onSubmit = () => {
    first.form.onSubmit();
    second.form.onSubmit();
  };
  const stepping = first.buttonClass === 'button' || second.buttonClass === 'button';
  return (
    <form className="compare-picker" method="get" action={path} onSubmit={onSubmit}>
      {/* The season's list is kept once for every pair compared; only the chosen player differs. */}
      <DataPart source={clubs} variant="picker a" chosen={first.field.defaultValue}>
        <PlayerSelect name="a" label={t('compare.playerA')} clubs={clubs} field={first.field} />
      </DataPart>
      <DataPart source={clubs} variant="picker b" chosen={second.field.defaultValue}>
        <PlayerSelect name="b" label={t('compare.playerB')} clubs={clubs} field={second.field} />
      </DataPart>
      <button type="submit" className={stepping ? 'button' : 'button no-script-only'}>
        {t('compare.show')}
      </button>
    </form>
  );
}
