import type { MessageTree } from './messages.js';

/**
 * A part of the messages: a namespace (`tables`) or a group inside one (`sim.team`). The browser
 * loads the shell's parts on every page and a page kind's own parts with the page, and the server
 * renders a page with exactly those (docs/decisions/0051-messages-per-page-kind.md).
 */
export type MessagePart = string;

/** What the layouts, the header, the footer and the error screens say: needed on every page. */
export const SHELL_MESSAGES: readonly MessagePart[] = [
  'site',
  'nav',
  'page',
  'regions',
  'home',
  'theme',
  'error',
  'blocked',
  'data',
];

/** Whether a key, or a key prefix ending in a dot, lies inside the part. */
export const inPart = (key: string, part: MessagePart): boolean => key === part || key.startsWith(`${part}.`);

/** The messages of the tree inside any of the parts, in the tree's shape. */
export function pickParts(tree: MessageTree, parts: readonly MessagePart[], prefix = ''): MessageTree {
  const picked: MessageTree = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (parts.some((part) => inPart(path, part))) picked[key] = value;
    else if (typeof value !== 'string' && parts.some((part) => part.startsWith(`${path}.`))) {
      const inner = pickParts(value, parts, `${path}.`);
      if (Object.keys(inner).length > 0) picked[key] = inner;
    }
  }
  return picked;
}

/** A page kind's parts that the shell does not already bring: what its own message chunk holds. */
export const ownParts = (parts: readonly MessagePart[]): MessagePart[] =>
  parts.filter((part) => !SHELL_MESSAGES.some((shell) => inPart(part, shell)));
