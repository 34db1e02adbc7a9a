import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { addAddendumRequestSchema, signNoteRequestSchema, type Note } from '@clinote/contracts';
import { CurrentUser, JwtAuthGuard, ZodValidationPipe, type AuthenticatedUser } from '@clinote/nest-common';
import type { z } from 'zod';
import { SignNotes } from './sign-notes.service';

/** Signing a note and adding addenda under it (issue 25): the owner only, with a signing token from POST /auth/confirm-password. */
@Controller('notes')
@UseGuards(JwtAuthGuard)
export class NoteSigningController {
  constructor(private readonly signing: SignNotes) {}

  @Post(':id/sign')
  @HttpCode(200)
  sign(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(signNoteRequestSchema)) body: z.output<typeof signNoteRequestSchema>,
  ): Promise<Note> {
    return this.signing.sign(caller, id, body.signingToken);
  }

  @Post(':id/addenda')
  addAddendum(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(addAddendumRequestSchema)) body: z.output<typeof addAddendumRequestSchema>,
  ): Promise<Note> {
    return this.signing.addAddendum(caller, id, body.text, body.signingToken);
  }
}
