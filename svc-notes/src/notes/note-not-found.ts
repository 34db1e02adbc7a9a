import { NotFoundException } from '@nestjs/common';

/** Another user's note, a deleted one and a made-up id all read the same: no note (never "forbidden"). */
export class NoteNotFound extends NotFoundException {
  constructor() {
    super('Note not found');
  }
}
