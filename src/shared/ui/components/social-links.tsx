import { regionsFor } from '../../config/regions.js';
import { useRegion, useSite, useT } from '../app-context.js';
import { NETWORK_NAMES, SocialIcon } from './social-icon.js';

/** The region's channels; global pages show the main league's. */
export function SocialLinks() {
  const region = useRegion();
  const site = useSite();
  const t = useT();
  const league = region?.leagueTitle ?? site.title;
  const links = region?.social ?? regionsFor(site.id)[0]!.social;
  return (
    <ul className="social">
      {links.map((s) => (
        <li key={s.name}>
          <a
            href={s.url}
            target="_blank"
            rel="noopener"
            aria-label={`${t('site.followOn', { league, network: NETWORK_NAMES[s.name] })} (${t('site.opensInNewTab')})`}
          >
            <SocialIcon kind={s.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
