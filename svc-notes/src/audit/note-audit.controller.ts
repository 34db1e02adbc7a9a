import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { AuditLogEntry } from '@clinote/contracts';
import { ServiceCallers, ServiceTokenGuard, ZodValidationPipe } from '@clinote/nest-common';
import { z } from 'zod';
import { NoteAudit } from './note-audit.service';

const latestQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(500, 'limit must be at most 500')
    .default(50),
});

/**
 * Internal: svc-identity merges the latest note actions into the admin's audit log (issue 25).
 * Not routed by the gateway; callable only with a service token.
 */
@Controller('internal/audit')
@UseGuards(ServiceTokenGuard)
@ServiceCallers('svc-identity')
export class NoteAuditController {
  constructor(private readonly audit: NoteAudit) {}

  @Get('note-actions')
  latest(@Query(new ZodValidationPipe(latestQuerySchema)) query: z.output<typeof latestQuerySchema>): Promise<AuditLogEntry[]> {
    return this.audit.latest(query.limit);
  }
}
