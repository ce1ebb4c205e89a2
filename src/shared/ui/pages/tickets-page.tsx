import { useRegion, useT } from '../app-context.js';
import { ExternalLink } from '../components/external-link.js';
import { PageHero } from '../components/page-hero.js';
import { definePage } from '../define-page.js';

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    tickets: null;
  }
}

/** Tickets are sold elsewhere: say where, and link there when the region has a ticket shop. */
export default definePage('tickets', function TicketsPage() {
  const t = useT();
  const region = useRegion()!;
  return (
    <PageHero kicker={region.leagueTitle} title={t('page.region-tickets')} lead={t('tickets.intro', { league: region.leagueTitle })} logo={region.footerLogo}>
      {region.ticketsUrl && <ExternalLink href={region.ticketsUrl} className="button button-accent">{t('tickets.buy')}</ExternalLink>}
    </PageHero>
  );
});
