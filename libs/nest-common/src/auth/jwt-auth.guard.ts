import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AccessTokenVerifier, bearerToken, type AuthenticatedUser } from './access-tokens';
import { SessionRevocations } from './session-revocations';

export const SESSION_ENDED_MESSAGE = 'This session has ended. Please sign in again.';
const MESSAGES = {
  missing: 'Please sign in to continue.',
  invalid: 'Please sign in to continue.',
  expired: 'Your session has expired. Please sign in again.',
} as const;

/**
 * Requires a valid access token whose session has not ended; the 401 carries a message the screens
 * can show. When Redis cannot be asked, the error passes through as a 503 (HttpErrorFilter) rather
 * than a 401 that would sign the user out.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    @Inject(AccessTokenVerifier) private readonly tokens: AccessTokenVerifier,
    private readonly revocations: SessionRevocations,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; user?: AuthenticatedUser }>();
    const checked = await this.tokens.check(bearerToken(request.headers));
    if ('problem' in checked) throw new UnauthorizedException(MESSAGES[checked.problem]);
    if (await this.revocations.isRevoked(checked.user)) throw new UnauthorizedException(SESSION_ENDED_MESSAGE);
    request.user = checked.user;
    return true;
  }
}
