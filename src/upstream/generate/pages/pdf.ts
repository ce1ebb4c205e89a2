import type { CircularDocument } from './circulars.js';

/** Characters outside Latin-1 that WinAnsiEncoding still has (quotes, dashes, the euro). */
const WIN_ANSI: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '…': 0x85,
};

/** A PDF string in WinAnsiEncoding: bytes as Latin-1, with `\ ( )` escaped and anything else a `?`. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.codePointAt(0)!;
    const byte = code <= 0xff ? String.fromCharCode(code) : '?';
    out += byte === '\\' || byte === '(' || byte === ')' ? `\\${byte}` : byte;
  }
  return `(${out})`;
}

/** Greedy wrap by characters: Helvetica at these sizes fits about this many per line on A4. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page A4 PDF of a circular: the league, its number and date, the title and the text. */
export function circularPdf(doc: CircularDocument): Buffer {
  const ops: string[] = ['BT', '56 780 Td'];
  const write = (font: 'F1' | 'F2', size: number, lines: string[], after: number) => {
    ops.push(`/${font} ${size} Tf`, `${Math.round(size * 1.35)} TL`);
    for (const line of lines) ops.push(`${pdfString(line)} Tj`, 'T*');
    if (after) ops.push(`0 -${after} Td`);
  };
  write('F2', 10, [doc.league.toUpperCase()], 12);
  write('F2', 18, [`${doc.heading} ${doc.number}`], 4);
  write('F1', 10, [doc.date], 16);
  write('F2', 13, wrap(doc.title, 70), 10);
  for (const p of doc.paragraphs) write('F1', 11, wrap(p, 88), 8);
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(`${doc.heading} ${doc.number}: ${doc.title}`)} /Producer (league CMS) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((object, i) => {
    const at = Buffer.byteLength(body, 'latin1');
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
