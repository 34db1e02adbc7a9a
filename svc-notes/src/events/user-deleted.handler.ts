import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Note } from '../notes/note.entity';

/** user.deleted: an account is gone, so are its notes (svc-notes owns them, svc-identity cannot touch them). */
@Injectable()
export class UserDeletedHandler {
  constructor(@InjectRepository(Note) private readonly notes: Repository<Note>) {}

  async handle(userId: string): Promise<number> {
    const result = await this.notes.delete({ userId });
    return result.affected ?? 0;
  }
}
