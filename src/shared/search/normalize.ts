/**
 * Arabic letters written in several forms that readers take for one: alef with hamza or wasla,
 * taa marbuta and haa, alef maqsura and yaa. Alef with madda and the hamza seats decompose
 * under NFKD and lose their mark with the other combining marks.
 */
const ARABIC_FOLDS: Readonly<Record<string, string>> = { ٱ: 'ا', ة: 'ه', ى: 'ي' };
/** ٱ, ة and ى, escaped: the server's bundle stays ASCII (esbuild escapes strings, not patterns). */
const ARABIC_VARIANTS = /[\u0671\u0629\u0649]/gu;

/**
 * The form names and queries are compared in: accents, case, punctuation and Arabic letter
 * variants make no difference ("Móstoles", "mostoles", "MOSTOLES!" are one word).
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(ARABIC_VARIANTS, (c) => ARABIC_FOLDS[c]!)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text as the index keeps them. */
export const searchTerms = (text: string): string[] => {
  const normal = normalizeText(text);
  return normal === '' ? [] : normal.split(' ');
};
