import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { LOCALES } from '../../../config/locales.js';
import { TIERS, type Tier, type TierOrder, type TierTeam } from '../../../league/tier-list.js';
import { encodeTiers, placeTeam, SHARE_PARAM, type Step, stepTeam, tierOf } from '../../../league/tier-moves.js';
import { writeAddress } from '../../address.js';
import { usePage, useT } from '../../app-context.js';
import { TeamBadge } from '../../components/team-badge.js';
import { useInteractive } from '../../components/use-interactive.js';
import { usePointerDrag } from './use-pointer-drag.js';

const KEYS: Record<string, Step> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'before', ArrowRight: 'after' };
const MIRRORED: Record<string, Step> = { ...KEYS, ArrowLeft: 'after', ArrowRight: 'before' };

/**
 * The tier list, and once the page runs in a browser the maker on top of it: teams move between
 * tiers by dragging (mouse, touch) or with the arrow keys, each move is announced, and the list
 * can be reset or shared as an address that restores it. Before hydration (and without
 * JavaScript) it is the read-only list, so the first render is the same on both sides.
 */
export function TierMaker({
  teams,
  defaults,
  initial,
}: {
  teams: TierTeam[];
  defaults: TierOrder;
  initial: TierOrder;
}) {
  const t = useT();
  const { lang, path } = usePage();
  const rtl = LOCALES[lang].dir === 'rtl';
  const byId = useMemo(() => new Map(teams.map((team) => [team.id, team])), [teams]);
  const [order, setOrder] = useState(initial);
  const ready = useInteractive();
  const [message, setMessage] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const focusId = useRef<number | null>(null);
  useEffect(() => setOrder(initial), [initial]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the moved team once the new order is rendered
  useEffect(() => {
    if (focusId.current === null) return;
    document.querySelector<HTMLElement>(`[data-team="${focusId.current}"]`)?.focus();
    focusId.current = null;
  }, [order]);

  const announce = (next: TierOrder, id: number) => {
    const tier = tierOf(next, id)!;
    setMessage(
      t('tiers.moved', {
        team: byId.get(id)?.name ?? '',
        tier,
        position: next[tier].indexOf(id) + 1,
        count: next[tier].length,
      }),
    );
    setLink(null);
  };
  const move = (next: TierOrder, id: number) => {
    if (next === order) return;
    focusId.current = id;
    setOrder(next);
    announce(next, id);
  };
  const drag = usePointerDrag(rtl, (id, tier, index) => move(placeTeam(order, id, tier, index), id));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: number) => {
    const step = (rtl ? MIRRORED : KEYS)[event.key];
    if (!step) return;
    event.preventDefault();
    move(stepTeam(order, id, step), id);
  };
  const share = () => {
    const address = `${path}?${SHARE_PARAM}=${encodeTiers(order)}`;
    writeAddress('replace', window.history.state, address);
    const full = new URL(address, window.location.href).href;
    setLink(full);
    navigator.clipboard?.writeText(full).then(
      () => setMessage(t('tiers.copied')),
      () => setMessage(t('tiers.shareReady')),
    );
  };
  const reset = () => {
    setOrder(defaults);
    setLink(null);
    setMessage(t('tiers.resetDone'));
  };

  return (
    <section className="tier-maker" aria-labelledby="tiers-title">
      <h2 id="tiers-title" className="visually-hidden">
        {t('tiers.title')}
      </h2>
      {ready && (
        <p id="tiers-help" className="muted">
          {t('tiers.help')}
        </p>
      )}
      <div className="tier-board">
        {TIERS.map((tier: Tier) => (
          <section key={tier} className={`tier-row tier-${tier}`} data-tier={tier} aria-labelledby={`tier-${tier}`}>
            <h3 id={`tier-${tier}`} className="tier-label">
              <span aria-hidden="true">{tier}</span>
              <span className="visually-hidden">{t('tiers.tier', { tier })}</span>
            </h3>
            <ol className="tier-teams">
              {order[tier].map((id) => {
                const team = byId.get(id);
                if (!team) return null;
                const body = (
                  <>
                    <TeamBadge color={team.color} shortName={team.shortName} logo={team.logo} size={40} />
                    <span className="tier-name" dir="auto">
                      {team.name}
                    </span>
                  </>
                );
                return (
                  <li key={id}>
                    {ready ? (
                      <button
                        type="button"
                        className="tier-team"
                        data-team={id}
                        aria-describedby="tiers-help"
                        onKeyDown={(e) => onKeyDown(e, id)}
                        onPointerDown={(e) => drag.onPointerDown(e, id)}
                        onPointerMove={drag.onPointerMove}
                        onPointerUp={drag.onPointerUp}
                        onPointerCancel={drag.onPointerCancel}
                      >
                        {body}
                      </button>
                    ) : (
                      <span className="tier-team" data-team={id}>
                        {body}
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>
      {ready && (
        <div className="tier-actions">
          <button type="button" className="button" onClick={share}>
            {t('tiers.share')}
          </button>
          <button type="button" className="button secondary" onClick={reset}>
            {t('tiers.reset')}
          </button>
          {link && (
            <label className="tier-link">
              {t('tiers.link')} <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            </label>
          )}
        </div>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="tier-announcer">
        {message}
      </p>
    </section>
  );
}
