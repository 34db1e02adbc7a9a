import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  adminUsersQuerySchema,
  auditLogQuerySchema,
  AUDIT_LOG_INCOMPLETE_HEADER,
  testEmailRequestSchema,
  TOTAL_COUNT_HEADER,
  type AdminStats,
  type AdminUserRecord,
  type AdminUsersQueryInput,
  type AuditLogEntry,
  type MailQueueState,
} from '@clinote/contracts';
import { AdminGuard, CurrentUser, JwtAuthGuard, ZodValidationPipe, type AuthenticatedUser } from '@clinote/nest-common';
import { z } from 'zod';
import { AdminUsers } from './admin-users.service';
import { AuditLog } from './audit-log.service';
import { DeleteUser } from './delete-user.service';
import { MailQueueStateService } from './mail-queue-state.service';
import { mergeAuditLogs, NoteAuditClient } from './note-audit.client';
import { TestEmail } from './test-email.service';

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
    private readonly noteAudit: NoteAuditClient,
  ) {}

  /**
   * One page of accounts (issue 23): still an array of admin user records (docs/product.md §7), with
   * the number of matching accounts in X-Total-Count; paging, search and sort are query parameters.
   */
  @Get('users')
  async list(
    @Query(new ZodValidationPipe(adminUsersQuerySchema)) query: AdminUsersQueryInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminUserRecord[]> {
    const page = await this.users.page(query);
    reply.header(TOTAL_COUNT_HEADER, String(page.total));
    return page.records;
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

  /**
   * The latest entries of both logs, newest first: administrator actions (here) and note actions
   * (svc-notes, issue 25). Without svc-notes' answer, this service's alone, marked by
   * AUDIT_LOG_INCOMPLETE_HEADER — never an error.
   */
  @Get('audit-log')
  async auditLog(
    @Query(new ZodValidationPipe(auditLogQuerySchema)) query: z.output<typeof auditLogQuerySchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditLogEntry[]> {
    const [own, notes] = await Promise.all([this.audit.latest(query.limit), this.noteAudit.latest(query.limit)]);
    if (!notes) reply.header(AUDIT_LOG_INCOMPLETE_HEADER, 'svc-notes');
    return mergeAuditLogs(query.limit, own, notes ?? []);
  }

  @Get('mail-queue')
  mailQueueState(): Promise<MailQueueState> {
    return this.mailQueue.state();
  }
}
