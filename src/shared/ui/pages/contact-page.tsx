import type { ContactFields, ContentPage } from '../../league/content-views.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { ContentFrame, NotPublished, Prose } from '../components/content/content-frame.js';
import { ExternalLink } from '../components/external-link.js';
import { PageHead } from '../components/page-hero.js';
import { NETWORK_NAMES, SocialIcon } from '../components/social-icon.js';
import { definePage } from '../define-page.js';
import { AddressPart, DataPart } from '../kept-parts.js';
import { EXTERNAL } from '../nav/external-links.js';
import { regionItem } from '../nav/menu-item.js';

export interface ContactData {
  /** Null: the CMS could not be read (the page says so in place); `page` null: it has no contact page. */
  cms: { page: ContentPage<ContactFields> | null } | null;
}

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    contact: ContactData;
  }
}

/** An address that wraps after its @ rather than within a word ("kingsleagu|e.pro") in a narrow card. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at === -1) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function Channels({ page }: { page: ContentPage<ContactFields> }) {
  return (
    <ContentFrame page={page}>
      <Prose html={page.intro} className="lead-text" />
      <ul className="card-grid contact-channels">
        {page.fields.channels.map((c) => (
          <li key={c.slug} className="card contact-card">
            <h2 className="card-title">{c.title}</h2>
            {c.text && <p className="card-meta">{c.text}</p>}
            {c.email && (
              <a className="contact-email" href={`mailto:${c.email}`}>
                <EmailAddress email={c.email} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </ContentFrame>
  );
}

/** The league's channels per region (CMS), its social accounts and careers; no form: the site stores nothing. */
export default definePage(
  'contact',
  ['content.contact', 'content.fallback', 'content.notPublished'],
  function ContactPage({ data: { cms } }) {
    const t = useT();
    const { lang } = usePage();
    const region = useRegion()!;
    const faqs = regionItem('nav.faqs', 'region-faqs', region, lang);
    return (
      <>
        <PageHead kicker={region.leagueTitle} />
        {faqs && (
          <p className="content-actions">
            <a className="button" href={faqs.href}>
              {t('nav.faqs')}
            </a>
          </p>
        )}
        {!cms ? (
          <p className="notice">{t('data.partial')}</p>
        ) : cms.page ? (
          <DataPart source={cms.page} variant="channels">
            <Channels page={cms.page} />
          </DataPart>
        ) : (
          <NotPublished />
        )}
        {/* Where else to reach the league follows from the address: the server keeps its HTML. */}
        <AddressPart name="contact-more">
          <Elsewhere />
        </AddressPart>
      </>
    );
  },
);

/** The league's social networks and careers. */
function Elsewhere() {
  const t = useT();
  const { context } = usePage();
  const region = useRegion()!;
  return (
    <>
      <section aria-labelledby="contact-social" className="contact-section">
        <h2 id="contact-social" className="section-title">
          {t('content.contact.social', { league: region.leagueTitle })}
        </h2>
        <ul className="contact-social">
          {region.social.map((s) => (
            <li key={s.name}>
              <ExternalLink href={s.url} className="contact-social-link">
                <SocialIcon kind={s.name} />
                <span>{NETWORK_NAMES[s.name]}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="contact-careers" className="contact-section">
        <h2 id="contact-careers" className="section-title">
          {t('content.contact.careers')}
        </h2>
        <p>{t('content.contact.careersText', { league: region.leagueTitle })}</p>
        <ExternalLink href={EXTERNAL.careers[context]} className="button">
          {t('content.contact.careersLink')}
        </ExternalLink>
      </section>
    </>
  );
}
