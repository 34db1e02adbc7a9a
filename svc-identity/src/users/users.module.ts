import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './user.entity';
import { UsersRepository } from './users.repository';

/** The users table, shared by the auth and admin features through its repository. */
@Module({ imports: [TypeOrmModule.forFeature([User])], providers: [UsersRepository], exports: [UsersRepository] })
export class UsersModule {}
