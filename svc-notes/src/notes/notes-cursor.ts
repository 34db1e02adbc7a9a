import { BadRequestException } from '@nestjs/common';
import { NEXT_CURSOR_HEADER } from '@clinote/contracts';
import type { NotePosition } from './notes.repository';

const POSITION = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The cursor of GET /notes (issue 19): the last note's position, opaque to clients. */
export function encodeNotesCursor(position: NotePosition): string {
  return Buffer.from(`${position.createdAt}_${position.id}`).toString('base64url');
}

export function decodeNotesCursor(cursor: string): NotePosition {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new BadRequestException(`cursor must be the value of the ${NEXT_CURSOR_HEADER} header of the previous page`);
  return { createdAt: match[1]!, id: match[2]! };
}
