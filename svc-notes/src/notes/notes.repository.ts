import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import type { DraftAnswers, NoteKind, Signer } from '@clinote/contracts';
import { Note } from './note.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL's unique_violation (the client id saved twice at once). */
function isUniqueViolation(error: unknown): boolean {
  return (error as { driverError?: { code?: string } })?.driverError?.code === '23505';
}

/** Where a note stands in its owner's newest-first list. */
export interface NotePosition {
  /** ISO 8601 in UTC with microseconds, as PostgreSQL stores it. */
  createdAt: string;
  id: string;
}

export interface NewNote {
  kind: NoteKind;
  title: string;
  content: string;
  isDraft: boolean;
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
  answers: DraftAnswers | null;
  /** The client's id for this save: a second save with it answers the first note (unique per owner). */
  clientId: string | null;
}

/** A note as the list reads it: without its answers, the one column that can be large and the list never shows. */
export type ListedNote = Omit<Note, 'answers' | 'clientId'>;

/**
 * The notes table, always through its owner: every read and write names the user, so no code path
 * can reach another user's note (an id that is not theirs simply finds nothing).
 */
@Injectable()
export class NotesRepository {
  constructor(@InjectRepository(Note) private readonly notes: Repository<Note>) {}

  /**
   * Newest first, `limit` of them, after `before` when given (the index notes_user_created_idx
   * serves exactly this). Each note comes with its position: created_at to the microsecond (a JS
   * Date keeps only milliseconds, and notes saved within one would be skipped or repeated) and id.
   * Every column but `answers` is read (issue 24: a page of 50 notes stays light).
   */
  async listOwnedBy(userId: string, limit: number, before?: NotePosition): Promise<Array<{ note: ListedNote; position: NotePosition }>> {
    const columns = this.notes.metadata.columns.filter((column) => column.propertyName !== 'answers' && column.propertyName !== 'clientId');
    const query = this.notes
      .createQueryBuilder('note')
      .select(columns.map((column) => `note.${column.propertyName}`))
      .addSelect(`to_char(note.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, 'position_at')
      .where('note.user_id = :userId', { userId })
      .orderBy('note.createdAt', 'DESC')
      .addOrderBy('note.id', 'DESC')
      .limit(limit);
    if (before)
      query.andWhere('(note.created_at, note.id) < (CAST(:at AS timestamptz), CAST(:id AS uuid))', { at: before.createdAt, id: before.id });
    const { entities, raw } = await query.getRawAndEntities<{ position_at: string }>();
    return entities.map((note, i) => ({ note, position: { createdAt: raw[i]!.position_at, id: note.id } }));
  }

  /** The note, if it exists and belongs to `userId`; a malformed id finds nothing rather than failing. */
  findOwned(userId: string, id: string): Promise<Note | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    return this.notes.findOneBy({ id, userId });
  }

  /**
   * Stores the note, or, when the owner already saved one with the same `clientId` (the same save sent
   * again), answers that one: the unique index decides, so two saves racing store one note.
   */
  async create(userId: string, note: NewNote): Promise<Note> {
    const saved = () => (note.clientId ? this.notes.findOneBy({ userId, clientId: note.clientId }) : Promise.resolve(null));
    const earlier = await saved();
    if (earlier) return earlier;
    try {
      return await this.notes.save(this.notes.create({ ...note, userId }));
    } catch (error) {
      const raced = isUniqueViolation(error) ? await saved() : null;
      if (raced) return raced;
      throw error;
    }
  }

  /** Saves a draft again in place; null when `id` is not the user's draft. */
  async updateDraft(userId: string, id: string, changes: { title: string; content: string }): Promise<Note | null> {
    if (!UUID.test(id)) return null;
    const result = await this.notes.update({ id, userId, isDraft: true }, changes);
    return result.affected ? this.notes.findOneBy({ id, userId }) : null;
  }

  /** Deletes the user's note unless it is signed (issue 25: a signed note is kept); false when nothing was deleted. */
  async deleteOwnedUnsigned(userId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    return ((await this.notes.delete({ id, userId, signedAt: IsNull() })).affected ?? 0) > 0;
  }

  /**
   * Signs the user's completed, unsigned note now, in `manager`'s transaction (issue 25); the signed
   * note, or null when it is not theirs, a draft, or signed already (a second request racing).
   */
  async sign(manager: EntityManager, userId: string, id: string, signer: Signer): Promise<Note | null> {
    const result = await manager
      .createQueryBuilder()
      .update(Note)
      .set({ signedAt: () => 'now()', signedBy: signer })
      .where('id = :id AND user_id = :userId AND signed_at IS NULL AND is_draft = false', { id, userId })
      .execute();
    return result.affected ? manager.findOneBy(Note, { id, userId }) : null;
  }

  /** The user's note, its row locked until `manager`'s transaction ends (an addendum counted and written alone). */
  lockOwned(manager: EntityManager, userId: string, id: string): Promise<Note | null> {
    return manager.findOne(Note, { where: { id, userId }, lock: { mode: 'pessimistic_write' } });
  }

  /** user.deleted: an account is gone, so are its notes. */
  async deleteAllOf(userId: string): Promise<number> {
    return (await this.notes.delete({ userId })).affected ?? 0;
  }
}
