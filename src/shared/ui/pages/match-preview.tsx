import type { ClubPreview, FormEntry, MatchPreview } from '../../league/match-preview.js';
import type { MatchView } from '../../league/match-view.js';
import { href } from '../../routing/href.js';
import { usePage, useRegion, useT } from '../app-context.js';
import { sideName } from '../components/side-name.js';
import { LatePart, type Later } from '../late-parts.js';
import { ClubTable } from './match-club-table.js';

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
  return (
    <ClubTable
      label={t('match.preview.title')}
      className="match-preview"
      columns={(['position', 'points', 'form'] as const).map((c) => ({ key: c, title: t(`match.preview.${c}`) }))}
    >
      <ClubRow name={sideName(t, view.home)} club={preview.home} />
      <ClubRow name={sideName(t, view.away)} club={preview.away} />
    </ClubTable>
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
