import { useEffect } from 'react';

const TIP = '.tip';
/** The tips a visitor is looking at: under the pointer, focused or tapped open. */
const SHOWN = '.tip:hover, .tip:focus-within, .tip[data-tip="open"]';

/**
 * What CSS alone cannot do for tips (components/tooltip.tsx, docs/decisions/0080): Escape hides
 * the tips shown until the pointer or the focus leaves them (WCAG 1.4.13), and a tap opens a tip
 * or closes it again, closing any other. One listener per kind for the whole page; only an
 * effect, so what the server rendered and what hydrates stay the same.
 */
export function useTooltips(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const tip of document.querySelectorAll<HTMLElement>(SHOWN)) tip.dataset.tip = 'closed';
    };
    const onTap = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      const tapped = (event.target as Element | null)?.closest?.<HTMLElement>(TIP) ?? null;
      for (const tip of document.querySelectorAll<HTMLElement>('.tip[data-tip="open"]'))
        if (tip !== tapped) delete tip.dataset.tip;
      if (tapped) tapped.dataset.tip = tapped.dataset.tip === 'open' ? 'closed' : 'open';
    };
    // A tip closed by Escape shows again once the focus or the mouse has left it and comes back
    // (a finger leaves at each tap: a tip closed by tapping stays closed while it keeps the focus).
    const reopen = (event: FocusEvent | PointerEvent) => {
      if (event instanceof PointerEvent && event.pointerType !== 'mouse') return;
      const tip = (event.target as Element | null)?.closest?.<HTMLElement>(TIP);
      if (tip?.dataset.tip === 'closed' && !tip.contains(event.relatedTarget as Node | null)) delete tip.dataset.tip;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerup', onTap);
    document.addEventListener('focusout', reopen);
    document.addEventListener('pointerout', reopen);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerup', onTap);
      document.removeEventListener('focusout', reopen);
      document.removeEventListener('pointerout', reopen);
    };
  }, []);
}
