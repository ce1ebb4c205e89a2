import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { htmlBytes, markOf } from '../../src/server/render/document-bytes.js';
import { renderDocument, renderWhole } from '../../src/server/render/stream.js';

const noError = () => {};

describe('a document rendered whole', () => {
  it.each([
    ['short text', ['مرحبا', 'Hola']],
    ['text longer than one write, in every script', ['ع'.repeat(3000), 'x'.repeat(5000), 'ß€😀'.repeat(2000)]],
    ["many small pieces across the renderer's buffers", Array.from({ length: 3000 }, (_, i) => `ميدان ${i} `)],
  ])('puts the start, the render and the end together byte for byte (%s)', async (_, texts) => {
    const tree = createElement(
      Fragment,
      null,
      ...texts.map((text, i) => createElement('p', { key: i, title: text.slice(0, 40) }, text)),
    );
    const html = await renderDocument(tree, '<!doctype html><body>قبل', 'بعد</body>', noError);
    expect(html.toString('utf8')).toBe(`<!doctype html><body>قبل${renderToString(tree)}بعد</body>`);
  });

  it('fails when the page itself cannot render', async () => {
    function Broken(): never {
      throw new Error('broken page');
    }
    await expect(renderDocument(createElement(Broken), '<body>', '</body>', noError)).rejects.toThrow('broken page');
  });
});

describe('a page whose data is all in, rendered in one pass', () => {
  const h = createElement;
  it.each([
    ['text beside text, in every script', h('p', null, 'مرحبا ', 3, ' · ', 'Hola')],
    [
      'a hero image the browser should fetch first, and one it may fetch late',
      h(
        Fragment,
        null,
        h('img', { src: '/media/a.svg', alt: '', fetchPriority: 'high', width: 10, height: 10 }),
        h('img', { src: '/media/b.svg', alt: 'b', loading: 'lazy' }),
      ),
    ],
    [
      'a chosen option, a custom property, a boolean and raw HTML',
      h(
        'form',
        null,
        h(
          'select',
          { name: 'a', defaultValue: '2' },
          h('option', { value: '1' }, 'uno'),
          h('option', { value: '2' }, 'dos'),
        ),
        h('span', { style: { '--share-a': '40%', color: 'red' } }),
        h('input', { type: 'checkbox', defaultChecked: true, disabled: true }),
        h('div', { dangerouslySetInnerHTML: { __html: '<b>ya escrito</b>' } }),
      ),
    ],
    [
      'a script and a title inside the page',
      h('div', null, h('title', null, 'Título'), h('script', { src: '/x.js', async: true })),
    ],
  ])('writes the bytes of the stream renderer (%s)', async (_, tree) => {
    const whole = renderWhole(tree, '<body>', '</body>', noError);
    expect(whole.toString('utf8')).toBe((await renderDocument(tree, '<body>', '</body>', noError)).toString('utf8'));
  });

  it('tells of a page that cannot render, and fails', () => {
    function Broken(): never {
      throw new Error('broken page');
    }
    const told: unknown[] = [];
    expect(() => renderWhole(createElement(Broken), '<body>', '</body>', (e) => told.push(e))).toThrow('broken page');
    expect(told).toHaveLength(1);
  });
});

describe('kept parts spliced in as bytes', () => {
  const parts = [htmlBytes('<nav>menú · قائمة</nav>'), htmlBytes(''), htmlBytes(`${'<p>😀 '.repeat(500)}</p>`)];

  it.each([
    ['no part', 'plain <b>é</b>', [], 'plain <b>é</b>'],
    [
      'parts anywhere, one twice, in any order',
      `a${markOf(2)}b${markOf(0)}${markOf(1)}c${markOf(0)}`,
      parts,
      `a${'<p>😀 '.repeat(500)}</p>b<nav>menú · قائمة</nav>c<nav>menú · قائمة</nav>`,
    ],
    ['a part first and last', `${markOf(0)}ü${markOf(0)}`, parts, '<nav>menú · قائمة</nav>ü<nav>menú · قائمة</nav>'],
  ] as const)('puts each part where its mark is (%s)', (_, html, given, expected) => {
    expect(htmlBytes(html, given).toString('utf8')).toBe(expected);
  });

  it.each([
    ['ASCII', '<p>plain</p>'],
    ['Latin-1, Arabic and an emoji', 'é · ñ مرحبا 😀'],
    ['a lone surrogate, written as the replacement character', 'a\ud800b\udc00c'],
    ['a document larger than the room first made', 'ميدان 😀 '.repeat(40_000)],
  ])('writes the same UTF-8 as a TextEncoder (%s)', (_, text) => {
    expect(htmlBytes(text).equals(Buffer.from(new TextEncoder().encode(text)))).toBe(true);
  });

  it("leaves text that only looks like a mark alone: the token is the process's own", () => {
    const lookalike = markOf(0).replace(/kept [0-9a-f]+/, 'kept 0000000000000000');
    expect(htmlBytes(`x${lookalike}y`, parts).toString('utf8')).toBe(`x${lookalike}y`);
  });

  it('renders a page with kept parts byte for byte as the same page with them in place', async () => {
    const marked = `<header>${markOf(0)}</header><main>${'ميدان '.repeat(4000)}</main><footer>${markOf(2)}</footer>`;
    const tree = createElement('div', { dangerouslySetInnerHTML: { __html: marked } });
    const inPlace = createElement('div', {
      dangerouslySetInnerHTML: {
        __html: marked.replace(markOf(0), parts[0]!.toString()).replace(markOf(2), parts[2]!.toString()),
      },
    });
    const html = await renderDocument(tree, '<body>', '</body>', noError, (text) => htmlBytes(text, parts));
    expect(html.equals(await renderDocument(inPlace, '<body>', '</body>', noError))).toBe(true);
  });
});
