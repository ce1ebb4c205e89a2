import type { CSSProperties } from 'react';
import type { PlayerView } from '../../league/player-view.js';
import { useT } from '../app-context.js';
import { TeamBadge } from './team-badge.js';
import { Tip } from './tooltip.js';

/** The team's colours as custom properties (checked hex values); a player without a team keeps the brand's. */
function cardStyle(colors: PlayerView['colors']): CSSProperties | undefined {
  if (!colors) return undefined;
  return { '--card-bg': colors.primary, '--card-ink': colors.ink, '--card-accent': colors.secondary } as CSSProperties;
}

/** A player's card: overall rating, position, picture, shirt name and the card ratings, in the team's colours. */
export function RatingCard({ view }: { view: PlayerView }) {
  const t = useT();
  return (
    <section className="rating-card" style={cardStyle(view.colors)} aria-labelledby="rating-card-title">
      <h2 id="rating-card-title" className="visually-hidden">
        {t('player.rating.title')}
      </h2>
      <div className="rating-top">
        <p className="rating-overall">
          <Tip name="overall-rating" text={t('player.rating.overallTip')}>
            {(trigger) => (
              // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how a keyboard reaches the rating's tip.
              <span {...trigger} className={`rating-value ${trigger.className}`} tabIndex={0}>
                {view.rating.overall ?? '–'}
              </span>
            )}
          </Tip>
          <span className="rating-label">{t('player.rating.overall')}</span>
        </p>
        {view.role && <p className="rating-role">{t(`player.roles.${view.role}`)}</p>}
        {view.team && (
          <TeamBadge color={view.team.color} shortName={view.team.shortName} logo={view.team.logo} size={40} />
        )}
      </div>
      {view.image && <img className="rating-photo" src={view.image} alt="" width={200} height={240} />}
      <p className="rating-name">
        {view.jersey && <span className="rating-jersey">{view.jersey}</span>}
        <span>{view.knownAs ?? view.name}</span>
      </p>
      {view.rating.attributes.length > 0 && (
        <dl className="rating-attributes">
          {view.rating.attributes.map((a) => (
            <div key={a.key}>
              <dt>{t(`player.rating.${a.key}`)}</dt>
              <dd>{a.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
