import type { Partner } from '../../league/partners.js';
import { useT } from '../app-context.js';
import { ExternalLink } from './external-link.js';

/** A partner's name, linked to its site when the league gives one. */
function PartnerName({ partner }: { partner: Partner }) {
  return partner.url ? (
    <ExternalLink href={partner.url}>{partner.name}</ExternalLink>
  ) : (
    <bdi dir="auto">{partner.name}</bdi>
  );
}

/** The statistics pages' credit to the season's statistics partner (`stats_partner`). */
export function StatsPartner({ partner }: { partner: Partner | null }) {
  const t = useT();
  if (!partner) return null;
  return (
    <p className="partner-line muted">
      {t('stats.partner')}: <PartnerName partner={partner} />
    </p>
  );
}

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
