import { type PointerEvent as ReactPointerEvent, useRef } from 'react';
import { TIERS, type Tier } from '../../../league/tier-list.js';

/** How far a pointer travels before a press becomes a drag (a tap stays a tap). */
const THRESHOLD_PX = 6;

interface Drag {
  id: number;
  pointerId: number;
  x: number;
  y: number;
  element: HTMLElement;
  moving: boolean;
}

/** The tier row and the place in it under a point, read from the board's own markup. */
function dropTarget(x: number, y: number, rtl: boolean, dragged: HTMLElement): { tier: Tier; index: number } | null {
  // The dragged team sits under the pointer itself: look through it.
  const under = document.elementsFromPoint(x, y).find((el) => !dragged.contains(el));
  const row = under?.closest<HTMLElement>('[data-tier]');
  const tier = row?.dataset.tier as Tier | undefined;
  if (!row || !tier || !TIERS.includes(tier)) return null;
  const items = [...row.querySelectorAll<HTMLElement>('[data-team]:not(.dragging)')];
  const index = items.findIndex((item) => {
    const box = item.getBoundingClientRect();
    if (y < box.top) return true;
    if (y > box.bottom) return false;
    const middle = box.left + box.width / 2;
    return rtl ? x > middle : x < middle;
  });
  return { tier, index: index === -1 ? items.length : index };
}

/**
 * Dragging teams with a mouse or a finger through pointer events: the pressed team follows the
 * pointer and lands in the tier (and the place) under it when released.
 */
export function usePointerDrag(rtl: boolean, drop: (id: number, tier: Tier, index: number) => void) {
  const drag = useRef<Drag | null>(null);

  const end = (event: ReactPointerEvent<HTMLElement>, commit: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    d.element.classList.remove('dragging');
    d.element.style.transform = '';
    if (!commit || !d.moving) return;
    const target = dropTarget(event.clientX, event.clientY, rtl, d.element);
    if (target) drop(d.id, target.tier, target.index);
  };

  return {
    onPointerDown(event: ReactPointerEvent<HTMLElement>, id: number) {
      if (event.button !== 0) return;
      drag.current = {
        id,
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        element: event.currentTarget,
        moving: false,
      };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: ReactPointerEvent<HTMLElement>) {
      const d = drag.current;
      if (!d || d.pointerId !== event.pointerId) return;
      const [dx, dy] = [event.clientX - d.x, event.clientY - d.y];
      if (!d.moving && Math.hypot(dx, dy) < THRESHOLD_PX) return;
      d.moving = true;
      d.element.classList.add('dragging');
      d.element.style.transform = `translate(${dx}px, ${dy}px)`;
    },
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => end(event, true),
    onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => end(event, false),
  };
}
