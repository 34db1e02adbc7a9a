import { Injectable } from '@nestjs/common';
import { NotesRepository } from '../notes/notes.repository';

/** user.deleted: an account is gone, so are its notes (svc-notes owns them, svc-identity cannot touch them). */
@Injectable()
export class UserDeletedHandler {
  constructor(private readonly notes: NotesRepository) {}

  handle(userId: string): Promise<number> {
    return this.notes.deleteAllOf(userId);
  }
}
