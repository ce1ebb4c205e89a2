import { type ComponentType, useEffect, useState } from 'react';
import { usePage } from '../app-context.js';
import { readStored } from './follow-store.js';

/**
 * Where "Your teams" goes on the home and a competition's home. Both the server and the hydrating
 * render show nothing there (docs/decisions/0087), so its code need not come with the page: it is
 * loaded after hydration, and only for a visitor who follows a team or opens a share link, which
 * keeps these pages' first load under the site's JavaScript budget.
 */
export function YourTeamsSlot({ region }: { region?: string }) {
  const { context } = usePage();
  const [YourTeams, setYourTeams] = useState<ComponentType<{ region?: string }> | null>(null);
  useEffect(() => {
    const follows = readStored(typeof localStorage === 'undefined' ? undefined : localStorage, context);
    if (!follows && !window.location.hash.startsWith('#follow=')) return;
    let live = true;
    void import('./your-teams.js').then((m) => {
      if (live) setYourTeams(() => m.YourTeams);
    });
    return () => {
      live = false;
    };
  }, [context]);
  return YourTeams ? <YourTeams {...(region ? { region } : {})} /> : null;
}
