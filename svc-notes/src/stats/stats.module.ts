import { Module } from '@nestjs/common';
import { UserNoteStatsController } from './user-note-stats.controller';
import { UserNoteStatsService } from './user-note-stats.service';

@Module({ controllers: [UserNoteStatsController], providers: [UserNoteStatsService] })
export class StatsModule {}
