import type { RegionSlug } from '../../../config/regions.js';
import type { DraftView } from '../../../league/draft-view.js';
import { href } from '../../../routing/href.js';
import { usePage, useT } from '../../app-context.js';
import { TeamLink } from './team-link.js';

/** Every pick, a table per round; the first round open, the others a click away (no script needed). */
export function DraftRounds({ rounds, region }: { rounds: DraftView['rounds']; region: RegionSlug }) {
  const t = useT();
  const { lang } = usePage();
  return (
    <div className="draft-rounds">
      {rounds.map(({ round, picks }) => (
        <details key={round} className="draft-round" open={round === 1}>
          <summary>
            <span className="draft-round-title">{t('draft.hub.round', { n: round })}</span>
            <span className="draft-round-count">{t('draft.hub.picksIn', { n: picks.length })}</span>
          </summary>
          <div className="table-scroll">
            <table className="draft-table">
              <caption className="visually-hidden">{t('draft.hub.round', { n: round })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('draft.hub.pick')}</th>
                  <th scope="col">{t('player.team')}</th>
                  <th scope="col">{t('draft.hub.player')}</th>
                  <th scope="col">{t('player.position')}</th>
                </tr>
              </thead>
              <tbody>
                {picks.map((p) => (
                  <tr key={p.number}>
                    <th scope="row" className="draft-pick">
                      <span className="draft-pick-number">{p.number}</span>
                    </th>
                    <td>
                      <TeamLink team={p.team} region={region} size={28} />
                    </td>
                    <td>
                      <a
                        className="draft-player"
                        dir="auto"
                        href={href('region-players-player', lang, {
                          region,
                          playerId: p.player.id,
                          playerName: p.player.slug,
                        })}
                      >
                        {p.player.name}
                      </a>
                    </td>
                    <td className="draft-role">{p.player.role ? t(`player.roles.${p.player.role}`) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ))}
    </div>
  );
}
