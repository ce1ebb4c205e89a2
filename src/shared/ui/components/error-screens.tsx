// The error screens are loaded like a page kind's chunk and shown inside the same shell: reaching
// it through define-page as pages do keeps the shell in one file every page shares
// (docs/decisions/0099-first-load-under-budget.md).
import '../define-page.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useSite, useT } from '../app-context.js';
import { headerLinks, mainSections } from '../nav/menus.js';
import { LinkChips } from './menu-link.js';
import { PageHead } from './page-hero.js';

/**
 * docs/spec.md "Error screen": the status in large type, a heading, a text, a way back to '/'.
 * Under a region (a post or a team that does not exist there) it also offers the region's sections.
 */
export function NotFoundScreen() {
  const t = useT();
  const { context, lang } = usePage();
  const region = useRegion();
  return (
    <section className="error-screen">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1>{t('error.404.message')}</h1>
      <p className="error-text">{t('error.404.text.offside')}</p>
      <a className="button" href="/">
        {t('error.404.button')}
      </a>
      {region && <LinkChips items={headerLinks(context, region, lang)} />}
    </section>
  );
}

/** docs/spec.md "Error screen": any other error is the plain text, nothing more. */
export function ErrorScreen({ status, message }: { status: number; message: string }) {
  return (
    <section className="error-plain">
      <h1>{`Error: ${status}, ${message}`}</h1>
    </section>
  );
}

/** A page whose data could not be loaded (status 503): its title and the plain reason, in the page's layout. */
export function UnavailableScreen() {
  const t = useT();
  const { context, lang } = usePage();
  const region = useRegion();
  return (
    <>
      <PageHead kicker={region?.leagueTitle} />
      <p className="notice" role="status">
        {t('data.unavailable')}
      </p>
      <LinkChips items={mainSections(context, region, lang)} />
    </>
  );
}

/** The region-specific not-found page: this page does not exist in this competition. */
export function BlockedPage() {
  const t = useT();
  const { context, lang } = usePage();
  const region = useRegion();
  const site = useSite();
  const league = region?.leagueTitle ?? site.title;
  const home = region ? href('region', lang, { region: region.slug }) : href('index', lang, {});
  const links = region ? mainSections(context, region, lang) : [];
  return (
    <section className="error-screen">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1>{t('blocked.title', { league })}</h1>
      <p className="error-text">{t('blocked.text', { league })}</p>
      <a className="button" href={home}>
        {t('blocked.back', { league })}
      </a>
      {links.length > 0 && <LinkChips items={links} />}
    </section>
  );
}
