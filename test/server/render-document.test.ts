import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../src/server/render/stream.js';

const noError = () => {};

describe('a document rendered whole', () => {
  it.each([
    ['short text', ['مرحبا', 'Hola']],
    ['text longer than one write, in every script', ['ع'.repeat(3000), 'x'.repeat(5000), 'ß€😀'.repeat(2000)]],
    ['many small pieces across the renderer\'s buffers', Array.from({ length: 3000 }, (_, i) => `ميدان ${i} `)],
  ])('puts the start, the render and the end together byte for byte (%s)', async (_, texts) => {
    const tree = createElement(Fragment, null, ...texts.map((text, i) => createElement('p', { key: i, title: text.slice(0, 40) }, text)));
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
