/**
 * The stat codes of docs/upstream.md, with the ids and Spanish names the API answers with, then
 * those of docs/upstream-extensions.md (own goals, shoot-out goals); an id is the code's place here.
 */
export const STAT_CODES = [
  'PG',
  'GOL',
  'ASS-V',
  'CRT-G',
  'CRT-R',
  'MVP',
  'TIR',
  'TIR-S',
  'PAS',
  'PAS-R',
  'PAS-X',
  'CRN',
  'FAL',
  'DRB',
  'PAR',
  'GOL-C',
  'XG',
  'REC',
  'INT',
  'GOL-OG',
  'GOL-P',
] as const;
export type StatCode = (typeof STAT_CODES)[number];

const NAMES: Readonly<Record<StatCode, [string, string]>> = {
  PG: ['Partidos jugados', 'PJ'],
  GOL: ['Goles', 'G'],
  'ASS-V': ['Asistencias', 'A'],
  'CRT-G': ['Tarjetas amarillas', 'TA'],
  'CRT-R': ['Tarjetas rojas', 'TR'],
  MVP: ['MVP', 'MVP'],
  TIR: ['Tiros', 'T'],
  'TIR-S': ['Tiros a puerta', 'TP'],
  PAS: ['Pases', 'P'],
  'PAS-R': ['Pases completados', 'PC'],
  'PAS-X': ['Precisión de pase', '%P'],
  CRN: ['Córners', 'C'],
  FAL: ['Faltas', 'F'],
  DRB: ['Regates', 'R'],
  PAR: ['Paradas', 'PA'],
  'GOL-C': ['Goles encajados', 'GE'],
  XG: ['Goles esperados', 'xG'],
  REC: ['Recuperaciones', 'REC'],
  INT: ['Intercepciones', 'INT'],
  'GOL-OG': ['Goles en propia puerta', 'GPP'],
  'GOL-P': ['Goles en la tanda de penaltis', 'GT'],
};

export interface StatParameter {
  code: StatCode;
  name: string;
  shortName: string;
}

export function isStatCode(value: string): value is StatCode {
  return (STAT_CODES as readonly string[]).includes(value);
}

export function parameterOf(code: StatCode): StatParameter {
  const [name, shortName] = NAMES[code];
  return { code, name, shortName };
}

export function parameterId(code: StatCode): number {
  return STAT_CODES.indexOf(code) + 1;
}

/** Codes an event carries that are counted one per event. */
export const EVENT_COUNTED: readonly StatCode[] = [
  'GOL',
  'ASS-V',
  'CRT-G',
  'CRT-R',
  'MVP',
  'TIR',
  'TIR-S',
  'PAS',
  'PAS-R',
  'CRN',
  'FAL',
  'DRB',
  'PAR',
  'REC',
  'INT',
  'GOL-OG',
];

const split = new Map<string, readonly string[]>();
/**
 * Whole codes of a parameterAppString (",GOL,TIR," → GOL, TIR). Events repeat a few hundred
 * such strings, and a season's count reads thousands of events: each string is split once.
 */
export function codesOf(parameterAppString: string): readonly string[] {
  let codes = split.get(parameterAppString);
  if (!codes) {
    codes = Object.freeze(parameterAppString.split(',').filter(Boolean));
    if (split.size < 10_000) split.set(parameterAppString, codes);
  }
  return codes;
}

export const code = (...codes: readonly string[]) => `,${codes.join(',')},`;
