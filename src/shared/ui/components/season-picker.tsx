import { usePage, useT } from '../app-context.js';

/** Earlier seasons by `?season=`, as a plain form that works before any script runs; hidden with one season. */
export function SeasonPicker({ seasons, selected }: { seasons: readonly { id: number; name: string }[]; selected: number | null }) {
  const t = useT();
  const { path } = usePage();
  if (seasons.length < 2) return null;
  return (
    <form className="season-picker" method="get" action={path}>
      <label htmlFor="season">{t('tables.season')}</label>
      <select id="season" name="season" defaultValue={selected ?? undefined}>
        {seasons.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
      </select>
      <button type="submit" className="button">{t('tables.show')}</button>
    </form>
  );
}
