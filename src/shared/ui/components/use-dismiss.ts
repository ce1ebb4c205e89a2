import { useEffect } from 'react';

const OPEN = 'details[data-dismiss][open]';

/** The element a click must land in to keep a disclosure open: itself, or its parent. */
const scopeOf = (d: HTMLDetailsElement): Element => (d.dataset.dismiss === 'parent' && d.parentElement) || d;

/**
 * Disclosures (menus, pickers) close on a click elsewhere, on a followed link (even to the
 * page already shown, which keeps their key), on Escape and when the focus moves out of them,
 * like any menu.
 * Only an effect: what the server rendered and what hydrates stay the same.
 */
export function useDismissOnOutsideClick(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const followed = Boolean(target?.closest?.('a[href]'));
      for (const d of document.querySelectorAll<HTMLDetailsElement>(OPEN)) {
        if (followed || !target || !scopeOf(d).contains(target)) d.open = false;
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const d of document.querySelectorAll<HTMLDetailsElement>(OPEN)) {
        const hadFocus = scopeOf(d).contains(document.activeElement);
        d.open = false;
        if (hadFocus) d.querySelector('summary')?.focus();
      }
    };
    // Tabbing out of an open menu closes it, as a click elsewhere does.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element | null;
      for (const d of document.querySelectorAll<HTMLDetailsElement>(OPEN)) {
        if (target && !scopeOf(d).contains(target)) d.open = false;
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
