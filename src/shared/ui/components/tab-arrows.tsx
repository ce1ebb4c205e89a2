import { type RefObject, useEffect, useState } from 'react';
import { useT } from '../app-context.js';

/** Where a row of tabs that scrolls stands: at its start, at its end, or between. */
export interface RowEnds {
  atStart: boolean;
  atEnd: boolean;
}

/** How far one press scrolls: most of the row, so one tab already seen stays for context. */
const STEP = 0.8;

/**
 * Brings the current tab into the row's view when it hides past an edge (the server cannot scroll
 * the row), centred; the page itself does not move.
 */
function showCurrent(row: HTMLElement) {
  const tab = row.querySelector('[aria-current="page"]');
  if (!tab) return;
  const shown = row.getBoundingClientRect();
  const at = tab.getBoundingClientRect();
  if (at.left >= shown.left && at.right <= shown.right) return;
  row.scrollLeft += at.left - shown.left - (shown.width - at.width) / 2;
}

/**
 * Where the list in `box` stands while it is wider than the box, once its current tab is in view;
 * null while it fits, and always on the server and in the first render, so hydration matches the
 * server's HTML.
 */
export function useRowEnds(box: RefObject<HTMLElement | null>): RowEnds | null {
  const [ends, setEnds] = useState<RowEnds | null>(null);
  useEffect(() => {
    const row = box.current?.querySelector('ul');
    if (!row) return;
    const measure = () => {
      const room = row.scrollWidth - row.clientWidth;
      // scrollLeft runs negative in a right-to-left row: its size is the distance from the start.
      const from = Math.abs(row.scrollLeft);
      setEnds(room > 1 ? { atStart: from <= 1, atEnd: from >= room - 1 } : null);
    };
    showCurrent(row);
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [box]);
  return ends;
}

/**
 * Back and on buttons beside a row of tabs that scrolls, each disabled at its end; the row keeps
 * scrolling by touch without them (docs/decisions/0095).
 */
export function TabArrows({ box, ends }: { box: RefObject<HTMLElement | null>; ends: RowEnds }) {
  const t = useT();
  const scroll = (towards: 1 | -1) => {
    const row = box.current?.querySelector('ul');
    if (!row) return;
    const rtl = getComputedStyle(row).direction === 'rtl';
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({ left: towards * (rtl ? -1 : 1) * row.clientWidth * STEP, behavior: still ? 'auto' : 'smooth' });
  };
  return (
    <>
      <button
        type="button"
        className="tab-arrow tab-arrow-back"
        aria-label={t('stats.tabsBack')}
        disabled={ends.atStart}
        onClick={() => scroll(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="tab-arrow tab-arrow-on"
        aria-label={t('stats.tabsOn')}
        disabled={ends.atEnd}
        onClick={() => scroll(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
