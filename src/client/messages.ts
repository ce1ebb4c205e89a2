import type { Lang } from '../shared/config/locales.js';
import { flatten, type Messages, type MessageTree } from '../shared/i18n/messages.js';

type Loader = () => Promise<{ default: MessageTree }>;

/** One chunk per language: the browser downloads only the active one (preloaded by the server). */
const LOADERS: Record<Lang, Loader> = {
  ar: () => import('../../locales/ar.json'),
  de: () => import('../../locales/de.json'),
  en: () => import('../../locales/en.json'),
  es: () => import('../../locales/es.json'),
  fr: () => import('../../locales/fr.json'),
  it: () => import('../../locales/it.json'),
  pt: () => import('../../locales/pt.json'),
};

export async function loadMessages(lang: Lang): Promise<Messages> {
  return flatten((await LOADERS[lang]()).default);
}
