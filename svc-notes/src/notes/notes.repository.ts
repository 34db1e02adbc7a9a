import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { NoteKind } from '@clinote/contracts';
import { Note } from './note.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewNote {
  kind: NoteKind;
  title: string;
  content: string;
  isDraft: boolean;
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
}

/**
 * The notes table, always through its owner: every read and write names the user, so no code path
 * can reach another user's note (an id that is not theirs simply finds nothing).
 */
@Injectable()
export class NotesRepository {
  constructor(@InjectRepository(Note) private readonly notes: Repository<Note>) {}

  /** Newest first (the index notes_user_created_idx serves exactly this). */
  listOwnedBy(userId: string, limit?: number): Promise<Note[]> {
    return this.notes.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /** The note, if it exists and belongs to `userId`; a malformed id finds nothing rather than failing. */
  findOwned(userId: string, id: string): Promise<Note | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    return this.notes.findOneBy({ id, userId });
  }

  create(userId: string, note: NewNote): Promise<Note> {
    return this.notes.save(this.notes.create({ ...note, userId }));
  }

  /** Saves a draft again in place; null when `id` is not the user's draft. */
  async updateDraft(userId: string, id: string, changes: { title: string; content: string }): Promise<Note | null> {
    if (!UUID.test(id)) return null;
    const result = await this.notes.update({ id, userId, isDraft: true }, changes);
    return result.affected ? this.notes.findOneBy({ id, userId }) : null;
  }

  async deleteOwned(userId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    return ((await this.notes.delete({ id, userId })).affected ?? 0) > 0;
  }

  /** user.deleted: an account is gone, so are its notes. */
  async deleteAllOf(userId: string): Promise<number> {
    return (await this.notes.delete({ userId })).affected ?? 0;
  }
}
