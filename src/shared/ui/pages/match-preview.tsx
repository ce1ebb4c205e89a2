import type { ClubPreview, FormEntry, MatchPreview } from '../../league/match-preview.js';
import type { MatchView } from '../../league/match-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { ScrollRegion } from '../components/scroll-region.js';
import { sideName } from '../components/side-name.js';
import { LatePart, type Later } from '../late-parts.js';

/** One result as a coloured letter linked to its match, read out in full with the score. */
function FormLink({ entry }: { entry: FormEntry }) {
  const t = useT();
  const { lang } = usePage();
  const region = useRegion()!;
  const { match, result } = entry;
  const label = `${t(`form.long.${result}`)}: ${sideName(t, match.home)} ${match.home.score}–${match.away.score} ${sideName(t, match.away)}`;
  const letter = <b className={`form-${result}`}>{t(`form.short.${result}`)}</b>;
  if (!match.hasPage || !match.home.slug || !match.away.slug)
    return (
      <span role="img" aria-label={label} title={label}>
        {letter}
      </span>
    );
  return (
    <a
      aria-label={label}
      title={label}
      href={href('region-matches-match', lang, {
        region: region.slug,
        matchId: match.id,
        homeTeam: match.home.slug,
        awayTeam: match.away.slug,
      })}
    >
      {letter}
    </a>
  );
}

function ClubRow({ name, club }: { name: string; club: ClubPreview }) {
  const t = useT();
  const { position } = club;
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        {position === null ? (
          '–'
        ) : (
          <>
            <span className="preview-rank">{position.rank}</span>
            {position.group !== null && <span className="muted"> · {position.group}</span>}
          </>
        )}
      </td>
      <td>{position?.points ?? '–'}</td>
      <td>
        {club.form.length === 0 ? (
          <span className="muted">{t('match.preview.noForm')}</span>
        ) : (
          <span className="form-guide preview-form">
            {club.form.map((entry) => (
              <FormLink key={entry.match.id} entry={entry} />
            ))}
          </span>
        )}
      </td>
    </tr>
  );
}

function PreviewTable({ view, preview }: { view: MatchView; preview: MatchPreview }) {
  const t = useT();
  // Five results beside the position and points do not always fit a phone: the table scrolls rather than squeezes.
  return (
    <ScrollRegion label={t('match.preview.title')}>
      <table className="match-stats match-preview">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('match.h2h.club')}</span>
            </th>
            <th scope="col">{t('match.preview.position')}</th>
            <th scope="col">{t('match.preview.points')}</th>
            <th scope="col">{t('match.preview.form')}</th>
          </tr>
        </thead>
        <tbody>
          <ClubRow name={sideName(t, view.home)} club={preview.home} />
          <ClubRow name={sideName(t, view.away)} club={preview.away} />
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Before kick-off: where both clubs stand in the table and their last results; absent (null) while a side is to be decided. */
export function PreviewSection({ view, preview }: { view: MatchView; preview: Later<MatchPreview> | null }) {
  const t = useT();
  if (preview === null) return null;
  return (
    <section aria-labelledby="preview">
      <h2 id="preview" className="section-title">
        {t('match.preview.title')}
      </h2>
      <LatePart of={preview}>
        {(value) =>
          value === null ? (
            preview.failed ? (
              <p className="notice">{t('data.unavailable')}</p>
            ) : (
              <></>
            )
          ) : (
            <PreviewTable view={view} preview={value} />
          )
        }
      </LatePart>
    </section>
  );
}
