import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NoteAuditController } from './note-audit.controller';
import { NoteAuditRecord } from './note-audit.entity';
import { NoteAudit } from './note-audit.service';

/** The note actions' audit log (issue 25): written by the notes routes, read by svc-identity. */
@Module({
  imports: [TypeOrmModule.forFeature([NoteAuditRecord])],
  controllers: [NoteAuditController],
  providers: [NoteAudit],
  exports: [NoteAudit],
})
export class AuditModule {}
