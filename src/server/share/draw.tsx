import type { CSSProperties, ReactNode } from 'react';
import { BRANDS } from '../../shared/config/brand.js';
import type { ShareBadge, ShareCard } from './card.js';
import { directionRuns } from './runs.js';

/** A card's `/media/…` pictures as data URIs; a path missing here is drawn without its picture. */
export type Pictures = ReadonlyMap<string, string>;

export const WIDTH = 1200;
export const HEIGHT = 630;
const PADDING = 72;
/** The width inside the card's margins. */
export const INNER = WIDTH - 2 * PADDING;
/** The width of a name or title beside a picture (card.ts fits the letters' size to it). */
export const TEXT_WIDTH = 640;

type Of<K extends ShareCard['kind']> = Extract<ShareCard, { kind: K }>;

/** Rows run from the right in Arabic: satori lays out flex rows but knows no `direction`. */
const row = (card: ShareCard): CSSProperties['flexDirection'] => (card.rtl ? 'row-reverse' : 'row');
const align = (card: ShareCard): CSSProperties['alignItems'] => (card.rtl ? 'flex-end' : 'flex-start');

/**
 * A line of text. On an Arabic page a line mixing directions is laid out run by run from the right
 * (share/runs.ts); any other line is satori's to write.
 */
function Say({ card, text, style }: { card: ShareCard; text: string; style: CSSProperties }) {
  const runs = card.rtl ? directionRuns(text) : [text];
  if (runs.length < 2) return <div style={style}>{text}</div>;
  const laid: CSSProperties = {
    display: 'flex',
    flexDirection: 'row-reverse',
    flexWrap: 'wrap',
    justifyContent: style.textAlign === 'center' ? 'center' : 'flex-start',
    alignItems: 'baseline',
    columnGap: '0.25em',
  };
  return (
    <div style={{ ...style, ...laid }}>
      {runs.map((run, i) => (
        <span key={i}>{run}</span>
      ))}
    </div>
  );
}

const bold = (size: number, extra: CSSProperties = {}): CSSProperties => ({
  fontSize: size,
  fontWeight: 800,
  lineHeight: 1.05,
  textTransform: 'uppercase',
  ...extra,
});

function Badge({ badge, size, pictures }: { badge: ShareBadge; size: number; pictures: Pictures }) {
  const src = badge.picture && pictures.get(badge.picture);
  if (src) return <img src={src} width={size} height={size} style={{ objectFit: 'contain' }} alt="" />;
  return (
    <div
      style={{
        width: size,
        height: size,
        borderRadius: size / 2,
        background: badge.color,
        color: badge.ink,
        fontSize: size * 0.36,
        fontWeight: 800,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {badge.letters}
    </div>
  );
}

function Team({ card, pictures }: { card: Of<'team'>; pictures: Pictures }) {
  return (
    <div style={{ display: 'flex', flexDirection: row(card), alignItems: 'center', gap: 64, width: INNER }}>
      <Badge badge={card.badge} size={340} pictures={pictures} />
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: align(card), width: TEXT_WIDTH, gap: 24 }}>
        <Say card={card} text={card.name} style={bold(card.size)} />
        <div style={{ display: 'flex', height: 18, width: 320 }}>
          <div style={{ flexGrow: 1, background: card.colors[0] }} />
          <div style={{ flexGrow: 1, background: card.colors[1] }} />
        </div>
      </div>
    </div>
  );
}

function Side({ card, side, pictures }: { card: Of<'match'>; side: Of<'match'>['home']; pictures: Pictures }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 320, gap: 24 }}>
      <Badge badge={side.badge} size={220} pictures={pictures} />
      <Say card={card} text={side.name} style={bold(side.size, { textAlign: 'center' })} />
    </div>
  );
}

function Match({ card, pictures, accent }: { card: Of<'match'>; pictures: Pictures; accent: string }) {
  const middle: ReactNode = card.score ? (
    <div style={{ display: 'flex', fontSize: 150, fontWeight: 800, lineHeight: 1, gap: 28 }}>
      <span>{card.rtl ? card.score.away : card.score.home}</span>
      <span style={{ color: accent }}>–</span>
      <span>{card.rtl ? card.score.home : card.score.away}</span>
    </div>
  ) : (
    <div style={{ display: 'flex', fontSize: 120, fontWeight: 800, color: accent, lineHeight: 1 }}>VS</div>
  );
  const lines = [card.shootout, card.status, card.when?.day, card.when?.time].filter((l): l is string => !!l);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: row(card),
        alignItems: 'center',
        justifyContent: 'space-between',
        width: INNER,
      }}
    >
      <Side card={card} side={card.home} pictures={pictures} />
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 380, gap: 14 }}>
        {middle}
        {lines.map((line, i) => (
          <Say
            key={line}
            card={card}
            text={line}
            style={{
              fontSize: i === 0 ? 38 : 32,
              fontWeight: 700,
              color: card.live && line === card.status ? '#ff4d4d' : i === 0 ? accent : '#ffffff',
              textTransform: 'uppercase',
              textAlign: 'center',
            }}
          />
        ))}
      </div>
      <Side card={card} side={card.away} pictures={pictures} />
    </div>
  );
}

function Player({ card, pictures, accent }: { card: Of<'player'>; pictures: Pictures; accent: string }) {
  const photo = card.photo && pictures.get(card.photo);
  const role = [card.jersey && `#${card.jersey}`, card.role].filter(Boolean).join(' · ');
  return (
    <div style={{ display: 'flex', flexDirection: row(card), alignItems: 'center', gap: 56, width: INNER }}>
      {photo ? (
        <img src={photo} width={340} height={400} style={{ objectFit: 'contain' }} alt="" />
      ) : (
        <div style={{ display: 'flex', width: 340, justifyContent: 'center', ...bold(260, { color: accent }) }}>
          {card.jersey ?? ''}
        </div>
      )}
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: align(card), width: TEXT_WIDTH, gap: 22 }}>
        <Say card={card} text={card.name} style={bold(card.size)} />
        {role ? <Say card={card} text={role} style={bold(40, { fontWeight: 700, color: accent })} /> : null}
        {card.team ? (
          <div style={{ display: 'flex', flexDirection: row(card), alignItems: 'center', gap: 20 }}>
            <Badge badge={card.team.badge} size={84} pictures={pictures} />
            <Say card={card} text={card.team.name} style={{ fontSize: 40, fontWeight: 700 }} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Article({ card, pictures, accent }: { card: Of<'article'>; pictures: Pictures; accent: string }) {
  const picture = card.picture && pictures.get(card.picture);
  return (
    <div style={{ display: 'flex', flexDirection: row(card), alignItems: 'center', gap: 48, width: INNER }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: align(card),
          width: picture ? TEXT_WIDTH : INNER,
          gap: 24,
        }}
      >
        {card.date ? <Say card={card} text={card.date} style={bold(34, { fontWeight: 700, color: accent })} /> : null}
        <Say card={card} text={card.title} style={{ fontSize: card.size, fontWeight: 800, lineHeight: 1.1 }} />
      </div>
      {picture ? (
        <img src={picture} width={INNER - TEXT_WIDTH - 48} height={400} style={{ objectFit: 'cover' }} alt="" />
      ) : null}
    </div>
  );
}

/** The card as satori takes it: the league's band on top, the subject below, in the league's colours. */
export function drawCard(card: ShareCard, pictures: Pictures): ReactNode {
  const brand = BRANDS[card.context];
  const body =
    card.kind === 'team' ? (
      <Team card={card} pictures={pictures} />
    ) : card.kind === 'match' ? (
      <Match card={card} pictures={pictures} accent={brand.accent} />
    ) : card.kind === 'player' ? (
      <Player card={card} pictures={pictures} accent={brand.accent} />
    ) : (
      <Article card={card} pictures={pictures} accent={brand.accent} />
    );
  return (
    <div
      style={{
        width: WIDTH,
        height: HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        padding: `48px ${PADDING}px 56px`,
        gap: 36,
        color: '#ffffff',
        fontFamily: 'Barlow Condensed, Cairo',
        backgroundImage: `linear-gradient(135deg, ${brand.bg}, ${brand.bg2})`,
      }}
    >
      {/* The league's mark and name read the same in every language. */}
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg viewBox="0 0 64 64" width={64} height={64} aria-hidden="true">
          <path fill={brand.accent} fillRule="evenodd" d={brand.crown} />
        </svg>
        <div style={bold(40, { color: brand.accent, letterSpacing: 2 })}>{card.league}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 }}>{body}</div>
    </div>
  );
}
