/**
 * A team's crest; without one, its colour and short name, readable at any size. Crest paths of
 * the league API (`/media/…`) are served by the site itself (plugins/media.ts).
 */
export function TeamBadge({
  color,
  shortName,
  logo,
  size = 28,
  first = false,
}: {
  color: string | null;
  shortName: string;
  logo?: string | null;
  size?: number;
  /** The crest a page opens with (a team's hero): asked for first, not when scrolled to. */
  first?: boolean;
}) {
  if (logo)
    return (
      <img
        className="team-crest"
        src={logo}
        alt=""
        width={size}
        height={size}
        {...(first ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      />
    );
  return (
    <span
      className="team-badge"
      aria-hidden="true"
      style={color && /^#[0-9a-f]{3,8}$/i.test(color) ? { background: color } : undefined}
    >
      {shortName.slice(0, 3)}
    </span>
  );
}
