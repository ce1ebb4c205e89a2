import { usePage, useRegion, useT } from '../app-context.js';
import { PageHead } from '../components/page-hero.js';
import { PendingNotice } from '../components/pending-notice.js';

/** A page whose content is not available yet: its title and a plain notice. */
export function PendingPage() {
  const t = useT();
  const { base } = usePage();
  const region = useRegion();
  return (
    <>
      <PageHead kicker={region?.leagueTitle} title={t(`page.${base}`)} />
      <PendingNotice />
    </>
  );
}
