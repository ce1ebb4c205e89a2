export type MessageTree = { [key: string]: string | MessageTree };
export type Messages = Readonly<Record<string, string>>;
export type Vars = Record<string, string | number>;
export type Translate = (key: string, vars?: Vars) => string;

/**
 * Flattens a nested message file into dotted keys (`error.404.text.offside`), into one object: a
 * language's first page flattens its whole file, where an object per branch copied into its
 * parent's took four times as long.
 */
export function flatten(tree: MessageTree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const key in tree) {
    const value = tree[key]!;
    if (typeof value === 'string') out[prefix + key] = value;
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

/** A message's placeholders; split on it, a message alternates its text and their names. */
const VAR = /\{(\w+)\}/;

/** Each message with placeholders as split on them, once per wording (a few thousand in all). */
const templates = new Map<string, readonly string[]>();

function fill(text: string, vars: Vars): string {
  let parts = templates.get(text);
  if (!parts) templates.set(text, (parts = text.split(VAR)));
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    out += (name in vars ? String(vars[name]) : `{${name}}`) + parts[i + 1]!;
  }
  return out;
}

/**
 * The suffix of a message's wording for the women's leagues, beside the message in the same file,
 * where a language marks a player's gender ("Conocida como" for "Conocido como"); a language that
 * does not mark it has none.
 */
export const WOMEN = '@women';

/** Each message set with its women's wordings in place of the messages they stand beside, made once per set. */
const forWomen = new WeakMap<Messages, Messages>();

function womenWording(messages: Messages): Messages {
  const kept = forWomen.get(messages);
  if (kept) return kept;
  const wordings = Object.entries(messages)
    .filter(([key]) => key.endsWith(WOMEN))
    .map(([key, text]) => [key.slice(0, -WOMEN.length), text]);
  const own = Object.freeze({ ...messages, ...Object.fromEntries(wordings) });
  forWomen.set(messages, own);
  return own;
}

/**
 * A lookup that never throws: a missing key shows itself, which the locale check catches. For a
 * women's league (`women`) a key's own wording for them comes first.
 */
export function createTranslate(messages: Messages, women = false): Translate {
  const own = women ? womenWording(messages) : messages;
  return (key, vars) => {
    const text = own[key] ?? key;
    return vars ? fill(text, vars) : text;
  };
}
