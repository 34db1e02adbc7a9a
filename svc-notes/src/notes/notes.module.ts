import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '@clinote/contracts';
import { QueueModule } from '@clinote/nest-common';
import { Note } from './note.entity';
import { NotesController } from './notes.controller';
import { NotesRepository } from './notes.repository';
import { ReadNotes } from './read-notes.service';
import { SaveNotes } from './save-notes.service';
import { EmailNote } from './email-note.service';

/** The notes feature: routes, one service per use case, the owner-scoped repository. */
@Module({
  imports: [TypeOrmModule.forFeature([Note]), QueueModule.forProducers([QUEUES.mail])],
  controllers: [NotesController],
  providers: [NotesRepository, ReadNotes, SaveNotes, EmailNote],
  exports: [NotesRepository],
})
export class NotesModule {}
