import { useEffect, useState } from 'react';
import { type FollowSet, mergeFollow, parseFollow } from '../../league/follow-set.js';
import { useT } from '../app-context.js';
import { useFollow } from './follow-store.js';

/** The teams a `#follow=` link shares, or none. */
const sharedInHash = (): FollowSet => {
  const m = /^#follow=([^&]*)$/.exec(window.location.hash);
  return m ? parseFollow(decodeURIComponent(m[1]!)) : [];
};

/**
 * A share link (`/{lang}#follow={ids}`) restores a set on another device, but only once the visitor
 * agrees: the shared teams are added to their own. Either answer takes the fragment out of the address.
 */
export function SharedTeamsOffer() {
  const t = useT();
  const { teams, save } = useFollow();
  const [offered, setOffered] = useState<FollowSet>([]);
  useEffect(() => setOffered(sharedInHash()), []);
  const added = offered.filter((id) => !teams.includes(id));
  if (added.length === 0) return null;
  const close = (accept: boolean) => {
    if (accept) save(mergeFollow(teams, offered));
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    setOffered([]);
  };
  return (
    <aside className="shared-teams notice" aria-labelledby="shared-teams">
      <p id="shared-teams">{t('follow.shared', { count: added.length })}</p>
      <button type="button" className="button button-accent" onClick={() => close(true)}>
        {t('follow.accept')}
      </button>
      <button type="button" className="button button-ghost" onClick={() => close(false)}>
        {t('follow.dismiss')}
      </button>
    </aside>
  );
}
