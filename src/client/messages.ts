import { flatten, type Messages, type MessageTree } from '../shared/i18n/messages.js';

/**
 * A page's messages: its language's shell chunk and its kind's own, as the server names them
 * (scripts/message-chunks.ts), merged into what the server rendered the page with.
 */
export async function loadMessages(chunks: readonly string[]): Promise<Messages> {
  const modules = await Promise.all(chunks.map((chunk) => import(chunk) as Promise<{ default: MessageTree }>));
  return Object.freeze(Object.assign({}, ...modules.map((m) => flatten(m.default))) as Record<string, string>);
}
