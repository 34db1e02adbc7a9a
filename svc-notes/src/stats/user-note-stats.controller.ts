import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { UserNoteCountChanges } from '@clinote/contracts';
import { ServiceCallers, ServiceTokenGuard, ZodValidationPipe } from '@clinote/nest-common';
import { z } from 'zod';
import { MAX_CHANGES_PER_CALL, UserNoteStatsService } from './user-note-stats.service';

const changesQuerySchema = z.object({
  since: z.coerce
    .number({ error: 'since must be a number' })
    .int('since must be a whole number')
    .min(0, 'since must be at least 0')
    .default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_CHANGES_PER_CALL, `limit must be at most ${MAX_CHANGES_PER_CALL}`)
    .default(MAX_CHANGES_PER_CALL),
});

/**
 * Internal: svc-identity keeps a copy of the per-user note counters to sort and page its admin list
 * (svc-identity never reads this service's schema) and asks here for what changed since its copy.
 * Not routed by the gateway; callable only with a service token.
 */
@Controller('internal/stats')
@UseGuards(ServiceTokenGuard)
@ServiceCallers('svc-identity')
export class UserNoteStatsController {
  constructor(private readonly stats: UserNoteStatsService) {}

  @Get('user-counts')
  changes(@Query(new ZodValidationPipe(changesQuerySchema)) query: z.output<typeof changesQuerySchema>): Promise<UserNoteCountChanges> {
    return this.stats.changesSince(query.since, query.limit);
  }
}
