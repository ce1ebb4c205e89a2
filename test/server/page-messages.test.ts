import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_PAGES } from '../../scripts/bench-pages.js';
import { writeMessageChunks } from '../../scripts/message-chunks.js';
import { QUEENS_ONLY, resolveSample } from '../../scripts/sample-pages.js';
import { loadCatalog } from '../../src/server/messages.js';
import { messageChunks } from '../../src/server/render/assets.js';
import { LANGS } from '../../src/shared/config/locales.js';
import { flatten, type MessageTree } from '../../src/shared/i18n/messages.js';
import { loadAllPages, shownKind } from '../../src/shared/ui/pages/index.js';
import { TEST_ASSETS } from '../helpers/app.js';
import { embeddedSite } from '../helpers/embedded.js';
import { KEYS } from '../helpers/message-usage.js';

/** A text or attribute value that is a message key: a message the page's parts did not bring. */
const rawKeys = (html: string) =>
  [...html.split('<script type="application/json"')[0]!.matchAll(/[>"]([a-z]+(?:\.[\w-]+)+)[<"]/g)]
    .map((m) => m[1]!)
    .filter((k) => KEYS.has(k));

/** Every kind's sample page (scripts/sample-pages.ts): the Kings League's, and the Queens League's own kind. */
describe.each([
  ['kings', [...BENCH_PAGES, { kind: 'health', path: '/en/_health' }]],
  ['queens', QUEENS_ONLY],
] as const)('each page kind of %s, rendered from the embedded league', (context, samples) => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await embeddedSite({ WEB_CONTEXT: context });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => app?.close());

  it('says no message outside its parts and names its message chunks', async () => {
    const found: string[] = [];
    for (const sample of samples) {
      const path = await resolveSample(sample, base);
      const res = await fetch(base + path);
      const html = await res.text();
      const data = JSON.parse(/<script type="application\/json" id="__DATA__">(.*?)<\/script>/s.exec(html)![1]!);
      expect(res.status, path).toBe(200);
      expect(shownKind(data.state), path).toBe(sample.kind);
      expect(data.messages, path).toEqual(messageChunks(TEST_ASSETS, data.state.lang, sample.kind as never));
      found.push(...rawKeys(html).map((key) => `${path}: ${key}`));
    }
    expect(found).toEqual([]);
  }, 120_000);
});

describe('the message chunks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'message-chunks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('give the browser exactly the messages the server renders a page with', async () => {
    const pages = await loadAllPages();
    const chunks = writeMessageChunks(join(import.meta.dirname, '../../locales'), dir, pages);
    const catalog = loadCatalog();
    const read = (url: string): MessageTree => {
      const text = readFileSync(join(dir, url.replace('/assets/', '')), 'utf8');
      expect(text.startsWith('export default {') && text.endsWith('};\n')).toBe(true);
      return JSON.parse(text.slice('export default '.length, -2)) as MessageTree;
    };
    for (const lang of LANGS) {
      for (const kind of [null, ...pages.map((p) => p.kind)]) {
        const urls = messageChunks({ ...TEST_ASSETS, messages: chunks }, lang, kind);
        expect(Object.assign({}, ...urls.map((url) => flatten(read(url)))), `${lang} ${kind}`).toEqual(
          catalog.page(lang, kind),
        );
      }
    }
    expect(readFileSync(join(dir, chunks.ar.shell.replace('/assets/', '')), 'utf8')).not.toContain('\\u');
  });
});
