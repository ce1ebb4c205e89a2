import type { CalendarLinks } from '../../../league/calendar-links.js';
import { useT } from '../../app-context.js';

/** "Add to calendar": subscribe (webcal:, updates itself) or download the .ics file (https:). */
export function AddToCalendar({ links, label }: { links: CalendarLinks; label?: string }) {
  const t = useT();
  return (
    <aside className="add-calendar" aria-label={t('content.calendar.add')}>
      <svg
        className="add-calendar-icon"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="add-calendar-text">
        <strong>{label ?? t('content.calendar.add')}</strong>
        <span>{t('content.calendar.help')}</span>
      </p>
      <a className="button button-accent" href={links.webcal}>
        {t('content.calendar.subscribe')}
      </a>
      <a className="button" href={links.feed} download>
        {t('content.calendar.download')}
      </a>
    </aside>
  );
}
