import { href } from '../../routing/href.js';
import { usePage, useRegion, useSite, useT } from '../app-context.js';
import { headerMenu } from '../nav/menus.js';
import { MenuLink } from './menu-link.js';

export function NotFoundScreen() {
  const t = useT();
  return (
    <section className="error-screen">
      <p className="error-code" aria-hidden="true">404</p>
      <h1>{t('error.404.message')}</h1>
      <p>{t('error.404.text.offside')}</p>
      <a className="button" href="/">{t('error.404.button')}</a>
    </section>
  );
}

/** SPEC.md §2: any other error is plain text. */
export function ErrorScreen({ status, message }: { status: number; message: string }) {
  const t = useT();
  return (
    <section className="error-screen">
      <h1>{t('error.title')}</h1>
      <p>{`Error: ${status}, ${message}`}</p>
    </section>
  );
}

/** The region-specific not-found page: this page does not exist in this competition. */
export function BlockedPage() {
  const t = useT();
  const { context, lang } = usePage();
  const region = useRegion();
  const site = useSite();
  const league = region?.leagueTitle ?? site.title;
  const links = region ? headerMenu(context, region, lang).filter((i) => !i.external && !i.children).slice(0, 4) : [];
  return (
    <section className="error-screen">
      <p className="error-code" aria-hidden="true">404</p>
      <h1>{t('blocked.title', { league })}</h1>
      <p>{t('blocked.text', { league })}</p>
      <a className="button" href={region ? href('region', lang, { region: region.slug }) : href('index', lang, {})}>{t('blocked.back', { league })}</a>
      {links.length > 0 && <ul className="chips">{links.map((item) => <li key={item.key}><MenuLink item={item} /></li>)}</ul>}
    </section>
  );
}
