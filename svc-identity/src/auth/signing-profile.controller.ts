import { Body, Controller, HttpCode, Ip, Post, Put, UseGuards } from '@nestjs/common';
import {
  confirmPasswordRequestSchema,
  profileUpdateSchema,
  type ConfirmPasswordResponse,
  type CurrentUser as CurrentUserDto,
} from '@clinote/contracts';
import { CurrentUser, JwtAuthGuard, ZodValidationPipe, type AuthenticatedUser } from '@clinote/nest-common';
import type { z } from 'zod';
import { SigningProfile } from './signing-profile.service';

/** Signing notes, on the account's side (issue 25): the profile a signature shows, and the password typed again. */
@Controller('auth')
@UseGuards(JwtAuthGuard)
export class SigningProfileController {
  constructor(private readonly signing: SigningProfile) {}

  /** Credentials (required) and NPI (or null); first and last name when sent. Answers the current user. */
  @Put('profile')
  updateProfile(
    @CurrentUser() caller: AuthenticatedUser,
    @Body(new ZodValidationPipe(profileUpdateSchema)) body: z.output<typeof profileUpdateSchema>,
  ): Promise<CurrentUserDto> {
    return this.signing.update(caller, body);
  }

  /** A signing token for one signature within SIGNING_TOKEN_TTL_SECONDS; 401 for a wrong password, limited like sign-in. */
  @Post('confirm-password')
  @HttpCode(200)
  confirmPassword(
    @CurrentUser() caller: AuthenticatedUser,
    @Body(new ZodValidationPipe(confirmPasswordRequestSchema)) body: z.output<typeof confirmPasswordRequestSchema>,
    @Ip() ip: string,
  ): Promise<ConfirmPasswordResponse> {
    return this.signing.confirmPassword(caller, body.password, ip);
  }
}
