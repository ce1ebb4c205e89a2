import { createContext, type ReactElement, useContext } from 'react';

/**
 * Parts of a page whose HTML the server may keep and reuse: the header and footer (they depend
 * on the address, language and context only) and data-driven parts such as a standings table
 * (they depend on the cached data object they show). The server hands over the kept HTML, or
 * in a page's render a mark it replaces with the part's kept bytes (server/render/part-cache.ts);
 * the browser always renders the components. Both sides wrap them in the same element, so the
 * markup the browser hydrates is the same either way.
 */
export interface KeptParts {
  /**
   * A part that depends on the address only: its context, language and kind of view, and `at`,
   * what else of the address it reads (the whole path when null); null: render it in place.
   */
  shell(name: string, at: string | null, part: ReactElement): string | null;
  /**
   * `source` is the cached data the part shows; `variant` names what else it reads; `shared`: it
   * is shown on many distinct pages (a team's fixtures on each of its players'); `chosen`: the value
   * of the option the part's list shows chosen, which the kept HTML marks at each use; null: render it in place.
   */
  data(source: object, variant: string, part: ReactElement, shared: boolean, chosen?: string): string | null;
}

const KeptContext = createContext<KeptParts | null>(null);
export const KeptPartsProvider = KeptContext.Provider;

function Wrapper({ html, children }: { html: string | null; children: ReactElement }) {
  return html !== null ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this part, kept as bytes (docs/decisions/0013)
    <div className="shell-part" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div className="shell-part">{children}</div>
  );
}

/**
 * A part that follows from the page's address alone: the header's menus, the footer, a region's
 * introduction and sections. `at` names what it reads of the address when that is less than the
 * path (the footer of every player page of a league is the same), so more pages share it.
 */
export function AddressPart({ name, at, children }: { name: string; at?: string; children: ReactElement }) {
  const kept = useContext(KeptContext);
  return <Wrapper html={kept ? kept.shell(name, at ?? null, children) : null}>{children}</Wrapper>;
}

/**
 * `source: null` renders the part in place: what it shows is not only the cached data's (a visitor's search).
 * `shared`: the same part appears on many distinct pages, so it is worth keeping from its first render.
 * `chosen`: the part is a list with one option chosen (a select's `defaultValue`), the page's only
 * difference from the others that show it: one kept list serves every choice.
 */
export function DataPart({
  source,
  variant,
  shared = false,
  chosen,
  children,
}: {
  source: object | null;
  variant: string;
  shared?: boolean;
  chosen?: string;
  children: ReactElement;
}) {
  const kept = useContext(KeptContext);
  return (
    <Wrapper html={kept && source ? kept.data(source, variant, children, shared, chosen) : null}>{children}</Wrapper>
  );
}
