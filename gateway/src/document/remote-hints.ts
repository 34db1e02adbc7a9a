/** The parts of a remote's mf-manifest.json the hints need. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: string[] } } }>;
}

export interface Hint {
  href: string;
  as: 'fetch' | 'script';
}

/**
 * What the page will fetch for a route's remote, in order: its manifest, its remoteEntry.js and the
 * files of its `./Routes` module — all known to the gateway, so the browser can fetch them in
 * parallel with the shell instead of one after the other (issue 11). `manifestUrl` is the URL the
 * browser uses (e.g. /mfe/soap/mf-manifest.json, or a CDN's).
 */
export function remoteHints(manifestUrl: string, manifestJson: string): Hint[] {
  const manifest = JSON.parse(manifestJson) as RemoteManifest;
  const publicPath = manifest.metaData?.publicPath;
  // publicPath 'auto': files sit next to the manifest.
  const base = publicPath && publicPath !== 'auto' ? publicPath : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry;
  const routes = manifest.exposes?.find((expose) => expose.name === 'Routes' || expose.path === './Routes');
  return [
    { href: manifestUrl, as: 'fetch' as const },
    ...(entry?.name ? [{ href: `${base}${entry.path ?? ''}${entry.name}`, as: 'script' as const }] : []),
    ...(routes?.assets?.js?.sync ?? []).map((file) => ({ href: `${base}${file}`, as: 'script' as const })),
  ];
}
