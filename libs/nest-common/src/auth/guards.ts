import { createParamDecorator, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException, type CanActivate } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { AuthenticatedUser } from './jwt.strategy';

/** Requires a valid access token; the 401 carries a message the screens can show. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  handleRequest<T>(err: unknown, user: T, info: unknown): T {
    if (err || !user) {
      const reason = info instanceof Error && info.name === 'TokenExpiredError' ? 'Your session has expired. Please sign in again.' : undefined;
      throw err instanceof UnauthorizedException ? err : new UnauthorizedException(reason ?? 'Please sign in to continue.');
    }
    return user;
  }
}

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
