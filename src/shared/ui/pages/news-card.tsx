import { newsDate } from '../../i18n/dates.js';
import type { NewsCard } from '../../league/news-view.js';
import { usePage, useRegion, useT } from '../app-context.js';

/** A post's date in the region's time zone, machine-readable too. */
export function NewsTime({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const { lang } = usePage();
  const region = useRegion();
  return <time dateTime={iso}>{newsDate(iso, lang, region?.timeZone ?? 'UTC', withTime)}</time>;
}

/**
 * A post in a list: picture, date, title and excerpt, the whole card one link (its title's,
 * stretched). An external post opens its outside address in a new tab and says so.
 */
export function NewsCardItem({
  card,
  lead = false,
  heading = 'h3',
}: {
  card: NewsCard;
  lead?: boolean;
  heading?: 'h2' | 'h3';
}) {
  const t = useT();
  const Heading = heading;
  const external = card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <article className={`news-card${lead ? ' news-card-lead' : ''}`}>
      <div className="news-card-media">
        {card.image && (
          <img
            src={card.image.url}
            alt={card.image.alt}
            loading={lead ? undefined : 'lazy'}
            decoding="async"
            width={card.image.width ?? 1200}
            height={card.image.height ?? 675}
          />
        )}
      </div>
      <div className="news-card-body">
        <p className="news-card-meta">
          {card.external && <span className="badge news-badge">{t('news.external')}</span>}
          {card.date && <NewsTime iso={card.date} />}
        </p>
        <Heading className="news-card-title">
          <a href={card.href} {...external}>
            {card.title}
            {card.external && <span className="visually-hidden">{` (${t('site.opensInNewTab')})`}</span>}
            {card.external && (
              <span aria-hidden="true" className="external-mark">
                {' '}
                ↗
              </span>
            )}
          </a>
        </Heading>
        {card.excerpt && <p className="news-card-excerpt">{card.excerpt}</p>}
      </div>
    </article>
  );
}

/** A grid of posts; the first may lead, larger. */
export function NewsGrid({
  cards,
  className = 'news-grid',
  lead = false,
}: {
  cards: NewsCard[];
  className?: string;
  lead?: boolean;
}) {
  return (
    <ul className={className}>
      {cards.map((card, i) => (
        <li key={card.id}>
          <NewsCardItem card={card} lead={lead && i === 0} />
        </li>
      ))}
    </ul>
  );
}
