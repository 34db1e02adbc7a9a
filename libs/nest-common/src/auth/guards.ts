import { createParamDecorator, ExecutionContext, ForbiddenException, Inject, Injectable, type CanActivate } from '@nestjs/common';
import type { AuthenticatedUser } from './access-tokens';
import { AdminEmails } from './admin-emails';

/**
 * Admin rights come from ADMIN_EMAILS as the server knows it now, checked on every request against
 * the address the server signed into the token — never from the client, nor from the token's own
 * `admin` claim (it outlives a change of the list). Use after JwtAuthGuard.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(AdminEmails) private readonly admins: AdminEmails) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (!user || !this.admins.includes(user.email)) throw new ForbiddenException('You do not have admin permissions');
    return true;
  }
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  return context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user;
});
