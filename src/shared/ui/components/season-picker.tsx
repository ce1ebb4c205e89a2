import { useT } from '../app-context.js';
import { Picker } from './picker.js';

/** Earlier seasons by `?season=`; hidden with one season. */
export function SeasonPicker({
  seasons,
  selected,
}: {
  seasons: readonly { id: number; name: string }[];
  selected: number | null;
}) {
  const t = useT();
  if (seasons.length < 2) return null;
  return <Picker name="season" label={t('tables.season')} options={seasons} selected={selected} />;
}
