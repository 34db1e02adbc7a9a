import { Body, Controller, HttpCode, Post, UseFilters, UseGuards } from '@nestjs/common';
import {
  enhanceDmeRequestSchema,
  enhanceNoteRequestSchema,
  type EnhanceDmeRequest,
  type EnhanceNoteRequest,
  type EnhanceResponse,
} from '@clinote/contracts';
import { CurrentUser, JwtAuthGuard, ZodValidationPipe, type AuthenticatedUser } from '@clinote/nest-common';
import { EnhanceErrorsFilter } from './enhance-errors.filter';
import { EnhanceService } from './enhance.service';

/**
 * docs/product.md §7's enhancement calls (the gateway maps /api/enhance-* here). Signed-in callers only,
 * checked here too although the gateway checks first: every service verifies the token itself.
 */
@Controller()
@UseGuards(JwtAuthGuard)
@UseFilters(EnhanceErrorsFilter)
export class EnhanceController {
  constructor(private readonly enhance: EnhanceService) {}

  @Post('enhance-note')
  @HttpCode(200)
  enhanceNote(
    @CurrentUser() caller: AuthenticatedUser,
    @Body(new ZodValidationPipe(enhanceNoteRequestSchema)) body: EnhanceNoteRequest,
  ): Promise<EnhanceResponse> {
    return this.enhance.enhanceNote(caller, body);
  }

  @Post('enhance-dme')
  @HttpCode(200)
  enhanceDme(
    @CurrentUser() caller: AuthenticatedUser,
    @Body(new ZodValidationPipe(enhanceDmeRequestSchema)) body: EnhanceDmeRequest,
  ): Promise<EnhanceResponse> {
    return this.enhance.enhanceLetter(caller, body);
  }
}
