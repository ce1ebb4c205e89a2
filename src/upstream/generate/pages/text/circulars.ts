import type { Lang } from '../../../../shared/config/locales.js';
import type { CircularText } from '../circulars.js';
import { CIRCULARES_ES } from './circulars-es.js';
import { CIRCOLARI_IT } from './circulars-it.js';

/** Circulars exist only where the route table has them: Spanish (circulares) and Italian (circolari). */
export const CIRCULAR_TEXTS: Partial<Record<Lang, readonly CircularText[]>> = { es: CIRCULARES_ES, it: CIRCOLARI_IT };
