import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const [,, path, name, w, scheme] = process.argv;
const c = await b.newContext({ viewport: { width: +w, height: 900 }, colorScheme: scheme });
const p = await c.newPage();
await p.goto('http://127.0.0.1:3100' + path); await p.waitForTimeout(1000);
await p.screenshot({ path: `/tmp/crop-${name}.png`, fullPage: process.argv[7] === 'full' });
await b.close();
