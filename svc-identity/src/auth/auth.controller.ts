import { Body, Controller, Get, HttpCode, Ip, Post, UseGuards } from '@nestjs/common';
import {
  emailRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  ACCESS_TOKEN,
  type CurrentUser as CurrentUserDto,
  type EmailRequest,
  type LoginRequest,
  type LoginResponse,
  type MessageResponse,
  type RegisterResponse,
  type ResetPasswordRequest,
  type VerifyEmailRequest,
} from '@clinote/contracts';
import { CurrentUser, JwtAuthGuard, ZodValidationPipe, type AuthenticatedUser } from '@clinote/nest-common';
import type { z } from 'zod';
import { SigningKeys } from '../keys/signing-keys.service';
import { AccountsService } from './accounts.service';
import { PasswordResetService } from './password-reset.service';
import { SessionsService } from './sessions.service';

/** The table of contents of /auth: each handler validates its body and calls one use case. */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly passwordReset: PasswordResetService,
    private readonly keys: SigningKeys,
  ) {}

  @Post('register')
  register(
    @Body(new ZodValidationPipe(registerRequestSchema)) body: z.output<typeof registerRequestSchema>,
    @Ip() ip: string,
  ): Promise<RegisterResponse> {
    return this.accounts.register(body, ip);
  }

  @Post('login')
  @HttpCode(200)
  login(@Body(new ZodValidationPipe(loginRequestSchema)) body: LoginRequest, @Ip() ip: string): Promise<LoginResponse> {
    return this.sessions.login(body.email, body.password, ip);
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  logout(@CurrentUser() caller: AuthenticatedUser): Promise<MessageResponse> {
    return this.sessions.logout(caller);
  }

  /** Ends every session of the caller, on every device (issue 7). */
  @Post('logout-everywhere')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  logoutEverywhere(@CurrentUser() caller: AuthenticatedUser): Promise<MessageResponse> {
    return this.sessions.logoutEverywhere(caller);
  }

  @Get('me')
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() caller: AuthenticatedUser): Promise<CurrentUserDto> {
    return this.sessions.me(caller);
  }

  @Post('verify-email')
  @HttpCode(200)
  verifyEmail(@Body(new ZodValidationPipe(verifyEmailRequestSchema)) body: VerifyEmailRequest): Promise<MessageResponse> {
    return this.accounts.verifyEmail(body.token, body.password);
  }

  @Post('resend-verification')
  @HttpCode(200)
  resendVerification(@Body(new ZodValidationPipe(emailRequestSchema)) body: EmailRequest, @Ip() ip: string): Promise<MessageResponse> {
    return this.accounts.resendVerification(body.email, ip);
  }

  @Post('forgot-password')
  @HttpCode(200)
  forgotPassword(@Body(new ZodValidationPipe(emailRequestSchema)) body: EmailRequest, @Ip() ip: string): Promise<MessageResponse> {
    return this.passwordReset.forgotPassword(body.email, ip);
  }

  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body(new ZodValidationPipe(resetPasswordRequestSchema)) body: ResetPasswordRequest): Promise<MessageResponse> {
    return this.passwordReset.resetPassword(body.token, body.password);
  }

  /** The public keys the gateway and every service verify access tokens with. */
  @Get(ACCESS_TOKEN.jwksPath.replace('/auth/', ''))
  jwks() {
    return this.keys.jwks();
  }
}
