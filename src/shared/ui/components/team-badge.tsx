/** A team's colour and short name, readable at any size; crests come with the media proxy. */
export function TeamBadge({ color, shortName }: { color: string | null; shortName: string }) {
  return (
    <span className="team-badge" aria-hidden="true" style={color && /^#[0-9a-f]{3,8}$/i.test(color) ? { background: color } : undefined}>
      {shortName.slice(0, 3)}
    </span>
  );
}
