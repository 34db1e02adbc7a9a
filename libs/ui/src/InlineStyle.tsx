/**
 * The page's CSP nonce, which the gateway writes into a meta element (issue 11): every style element
 * antd's CSS-in-JS and Clinote create must carry it, since the policy has no 'unsafe-inline'.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;
}

/**
 * A <style> element the page's Content-Security-Policy accepts, for what inline styles cannot say
 * (media queries, :hover, :focus-visible). A bare <style> is refused by the browser: its rules never
 * apply, and nothing but a console line says so.
 */
export function InlineStyle({ css }: { css: string }) {
  return <style nonce={cspNonce()}>{css}</style>;
}
