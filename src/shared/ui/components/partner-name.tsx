import type { Partner } from '../../league/partners.js';
import { ExternalLink } from './external-link.js';

/** A partner's name, linked to its site when the league gives one. */
export function PartnerName({ partner }: { partner: Partner }) {
  return partner.url ? (
    <ExternalLink href={partner.url}>{partner.name}</ExternalLink>
  ) : (
    <bdi dir="auto">{partner.name}</bdi>
  );
}
