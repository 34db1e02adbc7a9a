import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RemotesMap } from '@clinote/contracts';
import { CONFIG } from '@clinote/nest-common';
import type { GatewayConfig } from '../config';
import { REMOTE_ROUTES } from '../routes';

/** The remotes' manifests as served through this gateway, overridable per remote with REMOTES_JSON. */
export function remotesMap(config: GatewayConfig): RemotesMap {
  const defaults = Object.fromEntries(REMOTE_ROUTES.map((r) => [r.remote, `${r.prefix}/mf-manifest.json`])) as RemotesMap;
  return { ...defaults, ...config.REMOTES_JSON };
}

/** GET /remotes.json: read by the shell at start, so a new remote ships without rebuilding the shell. */
@Controller()
export class RemotesController {
  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {}

  @Get('remotes.json')
  @Header('cache-control', 'no-cache')
  get(): RemotesMap {
    return remotesMap(this.config);
  }
}
