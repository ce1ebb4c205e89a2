import type { ReactNode } from 'react';
import { useT } from '../app-context.js';
import { ScrollRegion } from '../components/scroll-region.js';

/**
 * A table of the two clubs, one row each under named columns. Its columns do not always fit a
 * phone's width: the table scrolls rather than squeezes.
 */
export function ClubTable({
  label,
  className,
  columns,
  children,
}: {
  label: string;
  className: string;
  columns: { key: string; title: string }[];
  children: ReactNode;
}) {
  const t = useT();
  return (
    <ScrollRegion label={label}>
      <table className={`match-stats ${className}`}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('match.h2h.club')}</span>
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
