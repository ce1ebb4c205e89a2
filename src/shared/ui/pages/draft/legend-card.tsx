import type { RegionSlug } from '../../../config/regions.js';
import { formatNumber } from '../../../i18n/numbers.js';
import type { LegendCard as Legend, LegendSpellView } from '../../../league/legend-players-view.js';
import { usePage, useT } from '../../app-context.js';
import { teamStyle } from '../../components/team-identity.js';
import { TeamLink } from './team-link.js';

const NUMBERS = [
  ['matches', 'PG'],
  ['goals', 'GOL'],
  ['assists', 'ASS-V'],
  ['mvps', 'MVP'],
] as const;

function Spell({ spell, region }: { spell: LegendSpellView; region: RegionSlug }) {
  const t = useT();
  const { lang } = usePage();
  const numbers = NUMBERS.filter(([key]) => spell[key] !== null);
  return (
    <li className="legend-spell">
      <p className="legend-spell-line">
        <span className="legend-spell-label">{t('draft.legends.player12')}</span>
        <TeamLink team={spell.team} region={region} size={28} />
        <span className="legend-spell-edition">
          {spell.season ?? (spell.year !== null ? t('draft.legends.split', { year: spell.year }) : '')}
        </span>
      </p>
      {numbers.length > 0 && (
        <dl className="legend-numbers">
          {numbers.map(([key, code]) => (
            <div key={key}>
              <dt>{t(`player.stat.${code}`)}</dt>
              <dd>{formatNumber(spell[key]!, lang)}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** A legend: picture in the colours of their club, position, and each guest spell with its numbers. */
export function LegendCard({ legend, region }: { legend: Legend; region: RegionSlug }) {
  const t = useT();
  const first = legend.spells[0];
  return (
    <li className="legend-card" style={first ? teamStyle(first.team.colors) : undefined}>
      <div className="legend-head">
        {legend.image && (
          <img
            className="legend-photo"
            src={legend.image}
            alt=""
            width={88}
            height={106}
            loading="lazy"
            decoding="async"
          />
        )}
        <div>
          <h3 className="legend-name" dir="auto">
            {legend.name}
          </h3>
          {legend.role && <p className="legend-role">{t(`player.roles.${legend.role}`)}</p>}
        </div>
      </div>
      <ul className="legend-spells">
        {legend.spells.map((s, i) => (
          <Spell key={i} spell={s} region={region} />
        ))}
      </ul>
    </li>
  );
}
