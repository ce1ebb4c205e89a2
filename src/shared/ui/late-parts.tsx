import { createContext, type ReactElement, useContext } from 'react';
import { RegionScope, useRegion } from './app-context.js';

/**
 * A piece of a page's data that the server may send after the page has begun
 * (docs/decisions/0079-in-order-late-parts.md): its value once loaded, null when the league has
 * none or it failed (`failed`: the page says so where the part would be). The browser always
 * receives it settled, in the page's data.
 */
export interface Later<T> {
  readonly value: T | null;
  readonly failed: boolean;
}

/** A part already there: what a page whose data came whole (or the browser) shows. */
export const settled = <T,>(value: T | null, failed = false): Later<T> => ({ value, failed });

/**
 * The server's streaming render: for a part still loading, a mark it replaces with the part's
 * HTML once its data is in, sending the page up to there first; null: render it in place.
 */
export interface LateParts {
  place(later: Later<unknown>, render: () => ReactElement): string | null;
}

const LateContext = createContext<LateParts | null>(null);
export const LatePartsProvider = LateContext.Provider;

/**
 * A part of the page drawn from a `Later` value. Both sides wrap it in the same element, laid
 * out as if absent (`display: contents`), so the markup the browser hydrates is the same whether
 * the part came with the page or after it.
 */
export function LatePart<T>({ of, children }: { of: Later<T>; children: (value: T | null) => ReactElement }) {
  const late = useContext(LateContext);
  // Rendered apart on the server, the part keeps the region it is shown for (a RegionScope).
  const region = useRegion();
  const mark =
    late?.place(of, () =>
      region ? <RegionScope region={region}>{children(of.value)}</RegionScope> : children(of.value),
    ) ?? null;
  return mark !== null ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's mark, replaced by the part's own HTML as it is sent
    <div className="late-part" dangerouslySetInnerHTML={{ __html: mark }} />
  ) : (
    <div className="late-part">{children(of.value)}</div>
  );
}
