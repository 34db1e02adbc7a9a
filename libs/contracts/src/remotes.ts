/** The four micro-frontends the shell mounts. The key is the Module Federation container name. */
export const REMOTE_NAMES = ['mfe_auth', 'mfe_soap', 'mfe_dme', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** GET /remotes.json: remote name → URL of its mf-manifest.json, read by the shell at run time. */
export type RemotesMap = Record<RemoteName, string>;
