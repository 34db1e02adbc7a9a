import {
  EARLY_SESSION_GLOBAL,
  escapeHtml,
  FIRST_PAINT_CHIP_ATTR,
  FIRST_PAINT_FORM_ATTR,
  FIRST_PAINT_GREETING_ID,
  FIRST_PAINT_SUBMITTED_ATTR,
  GREETING_STORAGE_KEY,
  NO_SESSION_CLASS,
  TOKEN_STORAGE_KEY,
  type AppRoute,
  type RemotesMap,
} from '@clinote/contracts';
import { NO_FIRST_PAINT, type PageFirstPaint } from './first-paint';
import type { Hint } from './remote-hints';

/** JSON that cannot end the script element it sits in. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Signed-in pages ask GET /api/auth/me while their JavaScript downloads, instead of after it ran
 * (one round trip off the critical path, issue 11); the app takes the answer (contracts EarlySession).
 * The answer also completes the dashboard's first paint: its heading greets the user by name, as
 * contracts' dashboardGreeting does (first-paint.spec.ts runs this script against it) — at once when
 * this token's greeting was kept from an earlier answer (GREETING_STORAGE_KEY, issue 23), since on a
 * phone network the answer queues behind the JavaScript. Without a token the page is about to send the
 * visitor to /login: its first paint keeps the header bar only.
 */
const EARLY_SESSION_SCRIPT =
  `(function(){try{var t=localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)});if(!t){document.documentElement.classList.add(${JSON.stringify(NO_SESSION_CLASS)});return}` +
  `var k=${JSON.stringify(GREETING_STORAGE_KEY)},tail=t.slice(-16);` +
  // The heading is parsed after this script: a cached greeting waits for it (until the page is parsed).
  `function greet(n){if(typeof n!=="string"||!n)return;var id=${JSON.stringify(FIRST_PAINT_GREETING_ID)};` +
  `function put(h){h.textContent="Welcome, "+n;h.hidden=false}var h=document.getElementById(id);if(h)return put(h);` +
  `if(document.readyState!=="loading"||typeof MutationObserver!=="function")return;` +
  `var o=new MutationObserver(function(){var h=document.getElementById(id);if(h){o.disconnect();put(h)}});` +
  `o.observe(document.documentElement,{childList:true,subtree:true});document.addEventListener("DOMContentLoaded",function(){o.disconnect()})}` +
  `try{var c=JSON.parse(localStorage.getItem(k)||"null");if(c&&c.t===tail)greet(c.n)}catch(e){}` +
  `var s=window[${JSON.stringify(EARLY_SESSION_GLOBAL)}]={token:t,answer:fetch("/api/auth/me",{headers:{authorization:"Bearer "+t},credentials:"include"})` +
  `.then(function(r){return r.json().then(function(b){return{status:r.status,body:b}},function(){return{status:r.status,body:null}})})};` +
  `s.answer.then(function(a){var u=a.body;if(a.status!==200||!u)return;` +
  `var n=[u.firstName,u.lastName].map(function(p){return typeof p==="string"?p.trim():""}).filter(Boolean).join(" ")||u.email;` +
  `greet(n);try{if(typeof n==="string"&&n)localStorage.setItem(k,JSON.stringify({t:tail,n:n}))}catch(e){}}).catch(function(){})}catch(e){}})()`;

/**
 * A first paint that holds a form (docs/decisions/0145-first-paint-forms.md) is used before the app has
 * loaded. A submit must not send it anywhere: it is stopped and marked on the form, and the app's form
 * runs it when it takes the first paint over. A quick-suggestion chip tapped meanwhile appends its text
 * to its field by appendChip's rule (contracts text.ts; the spec runs both), and the app takes the text
 * over with the rest. Listens on the document, capturing, so it is in place before the form is parsed.
 */
const FIRST_PAINT_FORM_SCRIPT =
  `document.addEventListener("submit",function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute(${JSON.stringify(FIRST_PAINT_FORM_ATTR)})){` +
  `e.preventDefault();f.setAttribute(${JSON.stringify(FIRST_PAINT_SUBMITTED_ATTR)},"")}},true);` +
  `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${FIRST_PAINT_CHIP_ATTR}]");` +
  `var t=b&&b.closest("[${FIRST_PAINT_FORM_ATTR}]")&&document.getElementById(b.getAttribute(${JSON.stringify(FIRST_PAINT_CHIP_ATTR)}));if(!t)return;` +
  `var v=t.value,c=b.textContent;t.value=v.trim()===""?c:/\\s$/.test(v)?v+c:/[.,;:!?]$/.test(v)?v+" "+c:v+", "+c},true)`;

export interface DocumentParts {
  /** The shell's index.html as built. */
  template: string;
  /** A fresh per-response nonce, also in the Content-Security-Policy header. */
  nonce: string;
  remotes: RemotesMap;
  /** Preload hints for the route's remote (remoteHints). */
  hints: Hint[];
  /** The route the page is for (undefined: the shell's 404). */
  route?: AppRoute;
  /** What stands in #root until React renders, with its CSS (first-paint.ts). */
  firstPaint?: PageFirstPaint;
}

/**
 * The shell's page as the gateway serves it: every inline script and style carries the nonce; the
 * remote map is written into the page (no /remotes.json round trip); the route's remote is hinted;
 * the skeleton stands in #root until React renders. The nonce is also offered in a meta element for
 * antd's CSS-in-JS, which must put it on the style elements it creates.
 */
export function renderDocument({ template, nonce, remotes, hints, route, firstPaint = NO_FIRST_PAINT }: DocumentParts): string {
  const access = route?.access;
  const n = escapeHtml(nonce);
  const head = [
    `<meta name="csp-nonce" content="${n}">`,
    `<style nonce="${n}">${firstPaint.css}</style>`,
    `<script nonce="${n}">window.__CLINOTE_REMOTES__=${scriptJson(remotes)}</script>`,
    ...hints.map(
      (hint) =>
        `<link rel="preload" as="${hint.as}" href="${escapeHtml(hint.href)}"${hint.as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`,
    ),
  ].join('');
  // The session check goes first in <head>: over HTTP/1.1 a browser opens 6 connections to a host,
  // and behind the shell's preload links the request waited for the JavaScript downloads — on a
  // phone often until after React had rendered, so the dashboard's first paint had no greeting.
  const earlySession = access === 'signed-in' ? `<script nonce="${n}">${EARLY_SESSION_SCRIPT}</script>` : '';
  const formScript = firstPaint.html.includes(FIRST_PAINT_FORM_ATTR) ? `<script nonce="${n}">${FIRST_PAINT_FORM_SCRIPT}</script>` : '';
  return template
    .replace(/<(script|style)(?![^>]*\snonce=)/g, `<$1 nonce="${n}"`)
    .replace(/<head>(\s*<meta charset="[^"]*">)?/i, (opening) => `${opening}${earlySession}${formScript}`)
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${firstPaint.html}</div>`);
}
