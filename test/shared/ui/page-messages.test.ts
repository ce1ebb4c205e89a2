import { describe, expect, it } from 'vitest';
import { inPart, type MessagePart, SHELL_MESSAGES } from '../../../src/shared/i18n/message-parts.js';
import { loadAllPages } from '../../../src/shared/ui/pages/index.js';
import { KEYS, messagesSaidIn, staticGraphs } from '../../helpers/message-usage.js';

const covered = (said: string, parts: readonly MessagePart[]) => parts.some((part) => inPart(said, part));

/**
 * A page renders with the shell's messages and its kind's declared parts only, on the server as in
 * the browser (docs/decisions/0051-messages-per-page-kind.md). A key outside them would show as
 * the key itself: every key the code a page reaches may say must lie in one of them.
 */
describe('message parts', async () => {
  const [graph, pages] = await Promise.all([staticGraphs(), loadAllPages()]);

  it('the shell says only the shell parts', () => {
    const said = graph('src/client/entry.tsx').flatMap((file) => messagesSaidIn(file).map((key) => `${file}: ${key}`));
    expect(said.length).toBeGreaterThan(20);
    expect(said.filter((s) => !covered(s.split(': ')[1]!, SHELL_MESSAGES))).toEqual([]);
  });

  it.each(pages.map((p) => [p.kind, p] as const))('%s says only its own parts and the shell’s', (kind, page) => {
    const parts = [...SHELL_MESSAGES, ...page.messages];
    const outside = graph(`src/shared/ui/pages/${kind}-page.tsx`).flatMap((file) =>
      messagesSaidIn(file)
        .filter((key) => !covered(key, parts))
        .map((key) => `${file}: ${key}`),
    );
    expect(outside).toEqual([]);
  });

  it('every part names messages', () => {
    const empty = [...SHELL_MESSAGES, ...pages.flatMap((p) => p.messages)].filter(
      (part) => ![...KEYS].some((key) => inPart(key, part)),
    );
    expect(empty).toEqual([]);
  });
});
