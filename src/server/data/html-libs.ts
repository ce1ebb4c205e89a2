import { createRequire } from 'node:module';
import type * as Htmlparser2 from 'htmlparser2';
import type SanitizeHtml from 'sanitize-html';

/**
 * sanitize-html and htmlparser2 bring a parser stack of about half a megabyte (postcss, entities,
 * dom-serializer…): required by the first article or post that needs them, not compiled at
 * start-up. Both through `require`, so the one htmlparser2 sanitize-html uses is the one we use.
 */
const require = createRequire(import.meta.url);
let sanitizer: typeof SanitizeHtml | undefined;
let parser: typeof Htmlparser2 | undefined;

export const sanitizeHtml = (html: string, options: SanitizeHtml.IOptions): string =>
  (sanitizer ??= require('sanitize-html') as typeof SanitizeHtml)(html, options);

export const htmlparser2 = (): typeof Htmlparser2 => (parser ??= require('htmlparser2') as typeof Htmlparser2);
