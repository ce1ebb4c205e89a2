const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML[c]!);
}

const JSON_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that cannot close its <script> element or be read as HTML. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => JSON_UNSAFE[c]!);
}

const kept = new WeakMap<object, string>();

/**
 * The same for a value shared between requests and never changed (a view kept beside its cached
 * data, structured data kept with it): its JSON is written once and kept beside it.
 */
export function keptJsonForScript(value: object): string {
  let json = kept.get(value);
  if (json === undefined) kept.set(value, (json = jsonForScript(value)));
  return json;
}
