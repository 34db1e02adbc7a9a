import { createParamDecorator, ExecutionContext, ForbiddenException, Injectable, type CanActivate } from '@nestjs/common';
import type { AuthenticatedUser } from './access-tokens';

/** Admin rights come from the token the server signed (ADMIN_EMAILS), never from the client. Use after JwtAuthGuard. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (!user?.isAdmin) throw new ForbiddenException('You do not have admin permissions');
    return true;
  }
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  return context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user;
});
