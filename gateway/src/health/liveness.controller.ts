import { Controller, Get, Header } from '@nestjs/common';

/**
 * GET /healthz: the gateway itself answers (for an orchestrator's probes). /api/health asks every
 * service, so one service down would wrongly take the whole edge out of rotation.
 */
@Controller('healthz')
export class LivenessController {
  @Get()
  @Header('cache-control', 'no-store')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
