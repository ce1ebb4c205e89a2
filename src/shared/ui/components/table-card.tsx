import type { ReactNode } from 'react';
import { useT } from '../app-context.js';
import { ScrollRegion } from './scroll-region.js';
import { TipScope } from './tooltip.js';

/**
 * A data table as phones read it: the columns that matter (marked by the table itself, every
 * other cell carries `opt`) fit the screen, the first columns stay put while the rest scroll, and
 * "All columns" shows the whole table. The switch is a checkbox read by CSS, so it works before
 * and without JavaScript; on wide screens every column shows and the switch is hidden.
 * The switch's id comes from the label (tables on a page have different labels): the server
 * renders some page parts apart from the rest, so React's useId would differ from the client's.
 * The headings' tips take their ids from it too.
 */
export function TableCard({
  label,
  children,
  footer,
  className,
}: {
  label: string;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  const t = useT();
  const id = `all-columns-${[...label].reduce((h, c) => (Math.imul(h, 31) + c.codePointAt(0)!) >>> 0, 7).toString(36)}`;
  return (
    <figure className={className ? `table-card ${className}` : 'table-card'}>
      <input type="checkbox" className="all-columns" id={id} />
      <label className="all-columns-label" htmlFor={id}>
        {t('tables.allColumns')}
      </label>
      <ScrollRegion label={label}>
        <TipScope value={`${id}-tip`}>{children}</TipScope>
      </ScrollRegion>
      {footer && <figcaption>{footer}</figcaption>}
    </figure>
  );
}
