import { Body, Controller, Get, Param, Patch, UseGuards } from '@nestjs/common';
import { editNoteRequestSchema, type EditNoteRequest, type Note, type NoteVersionsResponse } from '@clinote/contracts';
import { CurrentUser, JwtAuthGuard, ZodValidationPipe, type AuthenticatedUser } from '@clinote/nest-common';
import { EditNotes } from './edit-notes.service';

/** Editing a saved note and reading its versions (issue 25, docs/decisions/0153-note-versions.md); the owner's notes only. */
@Controller('notes')
@UseGuards(JwtAuthGuard)
export class NoteVersionsController {
  constructor(private readonly editNotes: EditNotes) {}

  /** The whole text as edited, and the version it was edited from: the note as saved. */
  @Patch(':id')
  edit(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(editNoteRequestSchema)) body: EditNoteRequest,
  ): Promise<Note> {
    return this.editNotes.edit(caller, id, body);
  }

  @Get(':id/versions')
  versions(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<NoteVersionsResponse> {
    return this.editNotes.list(caller, id);
  }
}
