import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { shareFonts } from '../../../src/server/share/fonts.js';

/** The outline satori draws for a word in the given faces. */
async function outline(text: string, fonts: ReturnType<typeof shareFonts>): Promise<string> {
  const line = {
    type: 'div',
    props: {
      style: { display: 'flex', fontFamily: 'Barlow Condensed, Cairo', fontSize: 40, fontWeight: 800 },
      children: text,
    },
  };
  const svg = await satori(line as never, { width: 600, height: 100, fonts });
  return [...svg.matchAll(/ d="([^"]*)"/g)].map((m) => m[1]).join(' ');
}

const only = (name: string) => shareFonts().filter((f) => f.name === name);

describe("the share images' faces", () => {
  it('draw Arabic letters, not the missing-glyph boxes of the Latin face', async () => {
    const word = 'محمد صلاح';
    expect(await outline(word, shareFonts())).not.toBe(await outline(word, only('Barlow Condensed')));
  });
});
