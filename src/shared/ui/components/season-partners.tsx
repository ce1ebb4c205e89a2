import type { Partner } from '../../league/partners.js';
import { useT } from '../app-context.js';
import { PartnerName } from './partner-name.js';

/** The season's partners (`season_partners`), each with what it does when the site has words for it. */
export function SeasonPartners({ partners }: { partners: readonly Partner[] }) {
  const t = useT();
  const role = (p: Partner) => {
    const key = `tables.partners.role.${p.role}`;
    const text = p.role === null ? key : t(key);
    return text === key ? null : text;
  };
  return (
    <section aria-labelledby="season-partners" className="partners">
      <h2 id="season-partners" className="section-title">
        {t('tables.partners.title')}
      </h2>
      <ul className="chips">
        {partners.map((p) => (
          <li key={p.name}>
            <PartnerName partner={p} />
            {role(p) && <span className="muted"> · {role(p)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
