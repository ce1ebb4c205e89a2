/**
 * Hostile article HTML: the kinds of the OWASP XSS filter-evasion cheat sheet, SVG and MathML,
 * mutation XSS and entity tricks. A few posts of every news source carry it, so the site's
 * sanitizer is exercised on every run, and the tests assert that none of it executes. Each
 * payload, if it ran, would set `window[XSS_FLAG]`.
 */
export const XSS_FLAG = '__xssFired';

const JS = `window.${XSS_FLAG}=1`;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const decimal = (text: string, pad = 0) =>
  [...text].map((c) => `&#${String(c.charCodeAt(0)).padStart(pad, '0')}${pad ? '' : ';'}`).join('');
const hex = (text: string) => [...text].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');
const SVG_ONLOAD = `<svg xmlns="http://www.w3.org/2000/svg" onload="${JS}"/>`;
const HTML_SCRIPT = `<script>parent.${JS}</script>`;

export const XSS_PAYLOADS: readonly string[] = [
  // Script elements, plain and disguised.
  `<script>${JS}</script>`,
  `<SCRIPT>${JS}</SCRIPT>`,
  `<script src="data:text/javascript,${JS}"></script>`,
  `<script/xss>${JS}</script>`,
  `<scr<script>ipt>${JS}</scr</script>ipt>`,
  `<<script>script>${JS}<</script>/script>`,
  `<img """><script>${JS}</script>">`,
  `"><script>${JS}</script>`,
  `'><img src=x onerror=${JS}>`,
  `<![CDATA[><script>${JS}</script>]]>`,
  `<!--<img src="--><img src=x onerror=${JS}//">`,
  // Event handlers.
  `<img src=x onerror="${JS}">`,
  `<img src=x onerror=${JS}>`,
  `<IMG SRC=x ONERROR="${JS}">`,
  `<img/src=x/onerror=${JS}>`,
  `<img src=\`x\` onerror=${JS}>`,
  `<img src=x onerror\n="${JS}">`,
  `<img src=x onerror="${hex('window')}.${XSS_FLAG}=1">`,
  `<body onload="${JS}">`,
  `<frameset onload=${JS}>`,
  `<details open ontoggle="${JS}">x</details>`,
  `<video><source onerror="${JS}"></video>`,
  `<audio src=x onerror="${JS}"></audio>`,
  `<input autofocus onfocus="${JS}">`,
  `<select autofocus onfocus="${JS}"></select>`,
  `<textarea autofocus onfocus="${JS}"></textarea>`,
  `<x tabindex=1 autofocus onfocus=${JS}></x>`,
  `<marquee onstart="${JS}">x</marquee>`,
  `<p onclick="${JS}">click</p>`,
  `<a href="#" onmouseover="${JS}">hover</a>`,
  `<a href="https://ok.example/" onclick="${JS}">ok</a>`,
  `<xss onafterscriptexecute="${JS}"><script>1</script></xss>`,
  // URLs with a script scheme, spelt every way a browser still reads.
  `<a href="javascript:${JS}">x</a>`,
  `<a href="JaVaScRiPt:${JS}">x</a>`,
  `<a href="jav&#x09;ascript:${JS}">x</a>`,
  `<a href="jav\tascript:${JS}">x</a>`,
  `<a href="java\nscript:${JS}">x</a>`,
  `<a href=" &#14;  javascript:${JS}">x</a>`,
  `<a href="&#x01;javascript:${JS}">x</a>`,
  `<a href="${decimal('javascript:')}${JS}">x</a>`,
  `<a href="${decimal('javascript:', 7)}${JS}">x</a>`,
  `<a href="${hex('javascript:')}${JS}">x</a>`,
  `<a href="javas&#99;ript:${JS}">x</a>`,
  `<a href="javascript&colon;${JS}">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,${b64(HTML_SCRIPT)}">x</a>`,
  `<img src="javascript:${JS}">`,
  `<img src="data:image/svg+xml;base64,${b64(SVG_ONLOAD)}">`,
  `<iframe src="javascript:${JS}"></iframe>`,
  `<iframe src="data:text/html,${HTML_SCRIPT}"></iframe>`,
  `<iframe srcdoc="${HTML_SCRIPT.replace(/</g, '&lt;').replace(/>/g, '&gt;')}"></iframe>`,
  `<object data="javascript:${JS}"></object>`,
  `<object data="data:text/html;base64,${b64(HTML_SCRIPT)}"></object>`,
  `<embed src="data:image/svg+xml;base64,${b64(SVG_ONLOAD)}">`,
  `<form action="javascript:${JS}"><button>x</button></form>`,
  `<form><button formaction="javascript:${JS}">x</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${JS}">`,
  `<base href="javascript:${JS}//">`,
  `<link rel="stylesheet" href="javascript:${JS}">`,
  `<table background="javascript:${JS}"><tr><td>x</td></tr></table>`,
  // Styles.
  `<style>@import "javascript:${JS}";</style>`,
  `<p style="background:url(javascript:${JS})">x</p>`,
  `<div style="width: expression(${JS})">x</div>`,
  // SVG.
  `<svg onload="${JS}">`,
  `<svg/onload=${JS}>`,
  `<svg><script>${JS}</script></svg>`,
  `<svg><a xlink:href="javascript:${JS}"><text x="20" y="20">x</text></a></svg>`,
  `<svg><animate onbegin="${JS}" attributeName="x" dur="1s"/></svg>`,
  `<svg><set attributeName="onmouseover" to="${JS}"/></svg>`,
  `<svg><foreignObject><iframe srcdoc="&lt;script&gt;parent.${JS}&lt;/script&gt;"></iframe></foreignObject></svg>`,
  `<svg><use href="data:image/svg+xml;base64,${b64(SVG_ONLOAD)}#x"/></svg>`,
  // MathML.
  `<math href="javascript:${JS}">x</math>`,
  `<math><mi xlink:href="javascript:${JS}">x</mi></math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${JS}">x</maction></math>`,
  // Mutation XSS: markup that parses differently once serialized and parsed again.
  `<math><mtext><table><mglyph><style><img src=x onerror="${JS}"></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=${JS}>"></noscript>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${JS}>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${JS}>">`,
  `<svg><style><img src=x onerror="${JS}"></style></svg>`,
  `<template><img src=x onerror="${JS}"></template>`,
  `<title><img src=x onerror="${JS}"></title>`,
  `<textarea><img src=x onerror="${JS}"></textarea>`,
  // Entities that must stay text.
  `&lt;script&gt;${JS}&lt;/script&gt;`,
  `&#60;img src=x onerror=${JS}&#62;`,
];
