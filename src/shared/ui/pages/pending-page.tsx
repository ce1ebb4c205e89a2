import { useRegion } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { PendingNotice } from '../components/pending-notice.js';
import { definePage } from '../define-page.js';

declare module '../../routing/page-kinds.js' {
  interface PageKinds {
    pending: null;
  }
}

/** A page whose content is not available yet: its title and a plain notice. */
export default definePage('pending', function PendingPage() {
  const region = useRegion();
  return (
    <>
      <PageHead kicker={region?.leagueTitle} />
      <PendingNotice />
    </>
  );
});
