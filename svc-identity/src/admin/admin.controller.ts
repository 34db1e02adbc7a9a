import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { testEmailRequestSchema, type AdminStats, type AdminUserRecord, type AuditLogEntry, type MailQueueState } from '@clinote/contracts';
import { AdminGuard, CurrentUser, JwtAuthGuard, ZodValidationPipe, type AuthenticatedUser } from '@clinote/nest-common';
import { z } from 'zod';
import { AdminUsers } from './admin-users.service';
import { AuditLog } from './audit-log.service';
import { DeleteUser } from './delete-user.service';
import { MailQueueStateService } from './mail-queue-state.service';
import { TestEmail } from './test-email.service';

const auditQuerySchema = z.object({ limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(500).default(50) });

/**
 * The table of contents of /admin. The server is the authority on admin rights: every route needs
 * a valid token (401) carrying admin rights from ADMIN_EMAILS (403).
 */
@Controller('admin')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminController {
  constructor(
    private readonly users: AdminUsers,
    private readonly deleteUser: DeleteUser,
    private readonly testEmail: TestEmail,
    private readonly audit: AuditLog,
    private readonly mailQueue: MailQueueStateService,
  ) {}

  @Get('users')
  list(): Promise<AdminUserRecord[]> {
    return this.users.list();
  }

  @Get('stats')
  stats(): Promise<AdminStats> {
    return this.users.stats();
  }

  @Delete('users/:id')
  @HttpCode(204)
  delete(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    return this.deleteUser.delete(admin, id);
  }

  @Post('test-email')
  @HttpCode(202)
  sendTestEmail(
    @CurrentUser() admin: AuthenticatedUser,
    @Body(new ZodValidationPipe(testEmailRequestSchema)) body: z.output<typeof testEmailRequestSchema>,
  ): Promise<{ message: string }> {
    return this.testEmail.send(admin, body.email);
  }

  @Get('audit-log')
  auditLog(@Query(new ZodValidationPipe(auditQuerySchema)) query: z.output<typeof auditQuerySchema>): Promise<AuditLogEntry[]> {
    return this.audit.latest(query.limit);
  }

  @Get('mail-queue')
  mailQueueState(): Promise<MailQueueState> {
    return this.mailQueue.state();
  }
}
