import type { Partner } from '../../league/partners.js';
import { useT } from '../app-context.js';
import { PartnerName } from './partner-name.js';

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
