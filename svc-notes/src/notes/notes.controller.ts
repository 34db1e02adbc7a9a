import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  createNoteRequestSchema,
  listNotesQuerySchema,
  NEXT_CURSOR_HEADER,
  updateDraftRequestSchema,
  type EmailNoteResponse,
  type Note,
} from '@clinote/contracts';
import { CurrentUser, JwtAuthGuard, ZodValidationPipe, type AuthenticatedUser } from '@clinote/nest-common';
import type { z } from 'zod';
import { EmailNote } from './email-note.service';
import { ReadNotes } from './read-notes.service';
import { SaveNotes } from './save-notes.service';

/** The table of contents of /notes: every route needs a signed-in caller and sees only their notes. */
@Controller('notes')
@UseGuards(JwtAuthGuard)
export class NotesController {
  constructor(
    private readonly read: ReadNotes,
    private readonly save: SaveNotes,
    private readonly emailNote: EmailNote,
  ) {}

  /** An array, as docs/product.md §7 has it; older notes follow when the response carries NEXT_CURSOR_HEADER. */
  @Get()
  async list(
    @CurrentUser() caller: AuthenticatedUser,
    @Query(new ZodValidationPipe(listNotesQuerySchema)) query: z.output<typeof listNotesQuerySchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Note[]> {
    const page = await this.read.list(caller.id, query);
    if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.notes;
  }

  @Get(':id')
  get(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<Note> {
    return this.read.get(caller.id, id);
  }

  @Post()
  create(
    @CurrentUser() caller: AuthenticatedUser,
    @Body(new ZodValidationPipe(createNoteRequestSchema)) body: z.output<typeof createNoteRequestSchema>,
  ): Promise<Note> {
    return this.save.create(caller.id, body);
  }

  @Put(':id')
  updateDraft(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(updateDraftRequestSchema)) body: z.output<typeof updateDraftRequestSchema>,
  ): Promise<Note> {
    return this.save.updateDraft(caller.id, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  delete(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    return this.save.delete(caller.id, id);
  }

  @Post(':id/email')
  @HttpCode(202)
  email(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<EmailNoteResponse> {
    return this.emailNote.email(caller, id);
  }
}
