import { usePage, useRegion, useT } from '../app-context.js';
import { PendingNotice } from '../components/pending-notice.js';

/** A page whose content is not built yet: its title and a plain notice. */
export function PendingPage() {
  const t = useT();
  const { base } = usePage();
  const region = useRegion();
  return (
    <>
      <header className="page-head">
        {region && <p className="kicker">{region.leagueTitle}</p>}
        <h1>{t(`page.${base}`)}</h1>
      </header>
      <PendingNotice />
    </>
  );
}
