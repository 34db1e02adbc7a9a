import { Controller, Get, UseGuards } from '@nestjs/common';
import type { UserNoteStatsResponse } from '@clinote/contracts';
import { ServiceCallers, ServiceTokenGuard } from '@clinote/nest-common';
import { UserNoteStatsService } from './user-note-stats.service';

/**
 * Internal: svc-identity's admin lists ask here for note counts (svc-identity never reads this
 * service's schema). Not routed by the gateway; callable only with a service token.
 */
@Controller('internal/stats')
@UseGuards(ServiceTokenGuard)
@ServiceCallers('svc-identity')
export class UserNoteStatsController {
  constructor(private readonly stats: UserNoteStatsService) {}

  @Get('users')
  users(): Promise<UserNoteStatsResponse> {
    return this.stats.all();
  }
}
