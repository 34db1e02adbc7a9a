import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUES } from '@clinote/contracts';
import { QueueModule } from '@clinote/nest-common';
import { Token } from '../tokens/token.entity';
import { UsersModule } from '../users/users.module';
import { MailOutbox } from '../mail/mail-outbox.service';
import { AccountMailRequests } from '../mail/account-mail-requests.service';
import { AccountMailWorker } from '../mail/account-mail.worker';
import { EmailTokens } from '../security/email-tokens.service';
import { LoginThrottle } from '../security/login-throttle.service';
import { Passwords } from '../security/passwords';
import { RateLimiter } from '../security/rate-limiter.service';
import { AccessTokens } from './access-tokens.service';
import { AccountsService } from './accounts.service';
import { AuthController } from './auth.controller';
import { PasswordResetService } from './password-reset.service';
import { PasswordConfirmThrottle } from '../security/password-confirm-throttle.service';
import { SigningProfileController } from './signing-profile.controller';
import { SigningProfile } from './signing-profile.service';
import { SigningTokens } from './signing-tokens.service';
import { SessionsService } from './sessions.service';
import { SessionGenerationsPublisher } from './session-generations.publisher';

/** Accounts and sessions: register, verify, sign in/out, reset, and the mail they trigger. */
@Module({
  imports: [UsersModule, TypeOrmModule.forFeature([Token]), QueueModule.forProducers([QUEUES.mail, QUEUES.accountMail])],
  controllers: [AuthController, SigningProfileController],
  providers: [
    AccountsService,
    SessionsService,
    PasswordResetService,
    AccessTokens,
    EmailTokens,
    RateLimiter,
    LoginThrottle,
    Passwords,
    MailOutbox,
    AccountMailRequests,
    AccountMailWorker,
    SessionGenerationsPublisher,
    SigningProfile,
    SigningTokens,
    PasswordConfirmThrottle,
  ],
  exports: [AccessTokens, MailOutbox],
})
export class AuthModule {}
