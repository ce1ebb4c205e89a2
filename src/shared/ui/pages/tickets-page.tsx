import type { CalendarLinks } from '../../league/calendar-links.js';
import type { ContentPage, TicketsFields } from '../../league/content-views.js';
import type { MatchRow } from '../../league/matches-view.js';
import { useRegion, useT } from '../app-context.js';
import { AddToCalendar } from '../components/content/calendar-links.js';
import { ContentFrame, Prose } from '../components/content/content-frame.js';
import { EcalWidget } from '../components/content/ecal-widget.js';
import { ExternalLink } from '../components/external-link.js';
import { ZoneNote } from '../components/kick-off.js';
import { MatchCard } from '../components/match-card.js';
import { PageHero } from '../components/page-hero.js';
import { definePage } from '../define-page.js';
import { DataPart } from '../kept-parts.js';

export interface TicketsData {
  /** The next matches to kick off; null: the competition has published no season yet. */
  matches: MatchRow[] | null;
  /** The venue's guide from the CMS; null when it could not be read (said in place). */
  cms: { page: ContentPage<TicketsFields> | null } | null;
  calendar: CalendarLinks;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    tickets: TicketsData;
  }
}

/** Each next match with a link to buy tickets. */
function TicketMatches({ matches }: { matches: MatchRow[] }) {
  const t = useT();
  const region = useRegion()!;
  return (
    <ul className="match-list">
      {matches.map((m) => (
        <li key={m.id} className="ticket-match">
          <MatchCard match={m} />
          {region.ticketsUrl && (
            <ExternalLink href={region.ticketsUrl} className="ticket-buy">
              {t('tickets.buy')}
              <span className="visually-hidden">{`: ${m.home.name ?? t('matches.toBeDecided')} – ${m.away.name ?? t('matches.toBeDecided')}`}</span>
            </ExternalLink>
          )}
        </li>
      ))}
    </ul>
  );
}

function NextMatches({ matches, venue }: { matches: MatchRow[] | null; venue: string | null }) {
  const t = useT();
  const region = useRegion()!;
  return (
    <section aria-labelledby="tickets-next" className="content-section">
      <h2 id="tickets-next" className="section-title">
        {t('tickets.next')}
      </h2>
      {!matches || matches.length === 0 ? (
        <p className="notice">{t(matches ? 'tickets.none' : 'tables.noSeason')}</p>
      ) : (
        <>
          {venue && <p className="muted">{t('tickets.at', { venue })}</p>}
          {/* The cards' times follow the visitor's zone once hydrated: the note names the zone they show. */}
          <ZoneNote league={region.timeZone} />
          {/* The next matches as kept with their list: the server keeps their HTML beside it. */}
          <DataPart source={matches} variant="ticket-matches">
            <TicketMatches matches={matches} />
          </DataPart>
        </>
      )}
    </section>
  );
}

function Venue({ page }: { page: ContentPage<TicketsFields> }) {
  const t = useT();
  const venue = page.fields.venue;
  return (
    <ContentFrame page={page}>
      <Prose html={page.intro} className="lead-text" />
      {venue && (
        <section aria-labelledby="tickets-venue" className="content-section venue">
          <h2 id="tickets-venue" className="section-title">
            {t('tickets.venue')}
          </h2>
          <p className="venue-name">{venue.name}</p>
          {venue.address && <address className="venue-address">{venue.address}</address>}
          {venue.mapUrl && (
            <ExternalLink href={venue.mapUrl} className="button">
              {t('tickets.map')}
            </ExternalLink>
          )}
        </section>
      )}
      {page.fields.sections.map((s) => (
        <section key={s.slug} id={s.slug} aria-labelledby={`${s.slug}-title`} className="content-section">
          <h2 id={`${s.slug}-title`} className="section-title">
            {s.title}
          </h2>
          <Prose html={s.html} />
        </section>
      ))}
    </ContentFrame>
  );
}

/** The next matches with a buy link, the venue and how to get there, and the fixtures for a calendar. */
const MESSAGES = [
  'content.calendar',
  'content.ecal',
  'content.fallback',
  'content.notPublished',
  'matches',
  'status',
  'tables',
  'tickets',
  'zone',
];

export default definePage('tickets', MESSAGES, function TicketsPage({ data: { matches, cms, calendar } }) {
  const t = useT();
  const region = useRegion()!;
  const page = cms?.page ?? null;
  return (
    <>
      <PageHero
        kicker={region.leagueTitle}
        title={t('page.region-tickets')}
        lead={t('tickets.intro', { league: region.leagueTitle })}
        logo={region.footerLogo}
      >
        {region.ticketsUrl && (
          <ExternalLink href={region.ticketsUrl} className="button button-accent">
            {t('tickets.buy')}
          </ExternalLink>
        )}
      </PageHero>
      <NextMatches matches={matches} venue={page?.fields.venue?.name ?? null} />
      <AddToCalendar links={calendar} />
      {region.ecalWidgetId && <EcalWidget widgetId={region.ecalWidgetId} />}
      {!cms ? <p className="notice">{t('data.partial')}</p> : page && <Venue page={page} />}
    </>
  );
});
