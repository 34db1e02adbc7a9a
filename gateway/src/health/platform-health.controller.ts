import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayAuth } from '../auth/gateway-auth.service';
import { PlatformHealthService } from './platform-health.service';

/**
 * GET /api/health: 200 when every service is ok, else 503. Anyone (a load balancer, a status page)
 * learns only the overall status; an administrator's token also gets each service's checks and
 * messages (issue 7: the details are internals).
 */
@Controller('api/health')
export class PlatformHealthController {
  constructor(
    private readonly health: PlatformHealthService,
    private readonly auth: GatewayAuth,
  ) {}

  @Get()
  async get(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const report = await this.health.report();
    const caller = request.headers.authorization ? await this.auth.caller(request).catch(() => null) : null;
    void reply
      .status(report.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(caller?.isAdmin ? report : { status: report.status });
  }
}
