import type { Lang } from '../../shared/config/locales.js';
import type { TurnKind } from '../data/types.js';

/** Turn, group and phase names per language: the API's `lang` parameter localises them. */
type Names = Record<Lang, [string, string]>;

const TURN: Readonly<Record<TurnKind, Names>> = {
  regular: {
    es: ['Jornada {n}', 'J{n}'],
    en: ['Matchday {n}', 'MD{n}'],
    it: ['Giornata {n}', 'G{n}'],
    pt: ['Rodada {n}', 'R{n}'],
    fr: ['Journée {n}', 'J{n}'],
    de: ['Spieltag {n}', 'ST{n}'],
    ar: ['الجولة {n}', 'ج{n}'],
  },
  quarterfinal: {
    es: ['Cuartos de final', 'CF'],
    en: ['Quarter-finals', 'QF'],
    it: ['Quarti di finale', 'QF'],
    pt: ['Quartas de final', 'QF'],
    fr: ['Quarts de finale', 'QF'],
    de: ['Viertelfinale', 'VF'],
    ar: ['ربع النهائي', 'ر.ن'],
  },
  semifinal: {
    es: ['Semifinales', 'SF'],
    en: ['Semi-finals', 'SF'],
    it: ['Semifinali', 'SF'],
    pt: ['Semifinais', 'SF'],
    fr: ['Demi-finales', 'DF'],
    de: ['Halbfinale', 'HF'],
    ar: ['نصف النهائي', 'ن.ن'],
  },
  final: {
    es: ['Final', 'F'],
    en: ['Final', 'F'],
    it: ['Finale', 'F'],
    pt: ['Final', 'F'],
    fr: ['Finale', 'F'],
    de: ['Finale', 'F'],
    ar: ['النهائي', 'ن'],
  },
};

const PHASE: Readonly<Record<'regular' | 'groups' | 'playoff', Record<Lang, string>>> = {
  regular: {
    es: 'Fase regular',
    en: 'Regular season',
    it: 'Stagione regolare',
    pt: 'Fase regular',
    fr: 'Saison régulière',
    de: 'Hauptrunde',
    ar: 'الموسم العادي',
  },
  groups: {
    es: 'Fase de grupos',
    en: 'Group stage',
    it: 'Fase a gironi',
    pt: 'Fase de grupos',
    fr: 'Phase de groupes',
    de: 'Gruppenphase',
    ar: 'دور المجموعات',
  },
  playoff: {
    es: 'Playoffs',
    en: 'Play-offs',
    it: 'Playoff',
    pt: 'Playoffs',
    fr: 'Play-offs',
    de: 'Playoffs',
    ar: 'الأدوار الإقصائية',
  },
};

const LEAGUE_GROUP: Readonly<Record<Lang, string>> = {
  es: 'Liga',
  en: 'League',
  it: 'Campionato',
  pt: 'Liga',
  fr: 'Championnat',
  de: 'Liga',
  ar: 'الدوري',
};

const GROUP: Readonly<Record<Lang, string>> = {
  es: 'Grupo {x}',
  en: 'Group {x}',
  it: 'Girone {x}',
  pt: 'Grupo {x}',
  fr: 'Groupe {x}',
  de: 'Gruppe {x}',
  ar: 'المجموعة {x}',
};

/** A cup's group matchdays say which group they belong to: every group has a "Matchday 1". */
export function turnName(
  kind: TurnKind,
  number: number,
  lang: Lang,
  group?: string,
): { name: string; shortName: string } {
  const [name, shortName] = TURN[kind][lang];
  const n = String(number);
  if (group === undefined) return { name: name.replace('{n}', n), shortName: shortName.replace('{n}', n) };
  return {
    name: `${name.replace('{n}', n)} · ${GROUP[lang].replace('{x}', group)}`,
    shortName: `${shortName.replace('{n}', n)} · ${group}`,
  };
}

/** A cup's groups are named by their letter alone ("A"), as the site's "Group {name}" expects. */
export function groupName(kind: TurnKind, lang: Lang, label?: string): string {
  if (label !== undefined) return label;
  return kind === 'regular' ? LEAGUE_GROUP[lang] : TURN[kind][lang][0];
}

/** A cup's regular phase is its group stage. */
export function phaseName(kind: 'regular' | 'playoff', lang: Lang, groupStage = false): string {
  return PHASE[kind === 'regular' && groupStage ? 'groups' : kind][lang];
}
