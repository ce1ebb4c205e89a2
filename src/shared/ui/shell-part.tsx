import { createContext, useContext, type ReactElement } from 'react';

/**
 * The header and footer of a page depend on its address, language and context only, never on
 * its data or query. The server may hand over their HTML, rendered once per page and kept
 * (server/render/shell-cache.ts); the browser always renders them as components. Both sides
 * wrap them in the same element, so the markup the browser hydrates is the same either way.
 */
export type ShellRenderer = (name: 'header' | 'footer', part: ReactElement) => string;

const ShellContext = createContext<ShellRenderer | null>(null);
export const ShellProvider = ShellContext.Provider;

export function ShellPart({ name, children }: { name: 'header' | 'footer'; children: ReactElement }) {
  const render = useContext(ShellContext);
  return render
    ? <div className="shell-part" dangerouslySetInnerHTML={{ __html: render(name, children) }} />
    : <div className="shell-part">{children}</div>;
}
