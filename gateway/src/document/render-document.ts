import { EARLY_SESSION_GLOBAL, TOKEN_STORAGE_KEY, type RemotesMap, type RouteAccess } from '@clinote/contracts';
import type { Hint } from './remote-hints';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that cannot end the script element it sits in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * What the page shows before any JavaScript ran (issue 11: LCP must not wait for React): the product
 * name, large — the largest text the first screen paints, so React's later, smaller text does not
 * move the LCP — and a calm loading line for screen readers. React replaces it on its first render.
 */
function skeleton(access: RouteAccess | undefined): string {
  const header = access === 'signed-in' ? '<div class="clinote-boot-bar"><span>Clinote</span></div>' : '';
  return `${header}<div class="clinote-boot"><p class="clinote-boot-name">Clinote</p><p class="clinote-boot-line" role="status">Loading Clinote…</p></div>`;
}

const SKELETON_CSS = `.clinote-boot-bar{background:#fff;border-bottom:1px solid #e5e7eb;padding:12px 16px;font:600 20px/1.4 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#1f2328}
.clinote-boot{min-height:70vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;background:#f5f7fa}
.clinote-boot-name{margin:0;font-size:44px;font-weight:700;color:#1a66d9;letter-spacing:-0.5px}
.clinote-boot-line{margin:0;font-size:14px;color:#57606a}`;

/**
 * Signed-in pages ask GET /api/auth/me while their JavaScript downloads, instead of after it ran
 * (one round trip off the critical path, issue 11); the app takes the answer (contracts EarlySession).
 */
const EARLY_SESSION_SCRIPT =
  `(function(){try{var t=localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)});if(!t)return;` +
  `window[${JSON.stringify(EARLY_SESSION_GLOBAL)}]={token:t,answer:fetch("/api/auth/me",{headers:{authorization:"Bearer "+t},credentials:"include"})` +
  `.then(function(r){return r.json().then(function(b){return{status:r.status,body:b}},function(){return{status:r.status,body:null}})})};` +
  `window[${JSON.stringify(EARLY_SESSION_GLOBAL)}].answer.catch(function(){})}catch(e){}})()`;

export interface DocumentParts {
  /** The shell's index.html as built. */
  template: string;
  /** A fresh per-response nonce, also in the Content-Security-Policy header. */
  nonce: string;
  remotes: RemotesMap;
  /** Preload hints for the route's remote (remoteHints). */
  hints: Hint[];
  access?: RouteAccess;
}

/**
 * The shell's page as the gateway serves it: every inline script and style carries the nonce; the
 * remote map is written into the page (no /remotes.json round trip); the route's remote is hinted;
 * the skeleton stands in #root until React renders. The nonce is also offered in a meta element for
 * antd's CSS-in-JS, which must put it on the style elements it creates.
 */
export function renderDocument({ template, nonce, remotes, hints, access }: DocumentParts): string {
  const n = escapeAttribute(nonce);
  const head = [
    `<meta name="csp-nonce" content="${n}">`,
    `<style nonce="${n}">${SKELETON_CSS}</style>`,
    `<script nonce="${n}">window.__CLINOTE_REMOTES__=${scriptJson(remotes)}</script>`,
    ...(access === 'signed-in' ? [`<script nonce="${n}">${EARLY_SESSION_SCRIPT}</script>`] : []),
    ...hints.map((hint) => `<link rel="preload" as="${hint.as}" href="${escapeAttribute(hint.href)}"${hint.as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`),
  ].join('');
  return template
    .replace(/<(script|style)(?![^>]*\snonce=)/g, `<$1 nonce="${n}"`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${skeleton(access)}</div>`);
}
