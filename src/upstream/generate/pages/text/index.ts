import type { Lang } from '../../../../shared/config/locales.js';
import type { PageTexts } from '../structure.js';
import { AR } from './ar.js';
import { DE } from './de.js';
import { EN } from './en.js';
import { ES } from './es.js';
import { FR } from './fr.js';
import { IT } from './it.js';
import { PT } from './pt.js';

export const PAGE_TEXTS: Readonly<Record<Lang, PageTexts>> = { ar: AR, de: DE, en: EN, es: ES, fr: FR, it: IT, pt: PT };
