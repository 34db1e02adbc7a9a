import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata, UnauthorizedException, ForbiddenException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { verify, type JwtPayload } from 'jsonwebtoken';
import { ACCESS_TOKEN, SERVICE_TOKEN } from '@clinote/contracts';
import { PUBLIC_KEY_RESOLVER, type PublicKeyResolver } from './public-keys';
import { bearerToken, kidOf } from './access-tokens';

const SERVICE_CALLERS = Symbol('serviceCallers');

/** Which services may call an internal route, e.g. `@ServiceCallers('svc-identity')`. */
export const ServiceCallers = (...services: string[]) => SetMetadata(SERVICE_CALLERS, services);

/**
 * Guards internal, service-to-service routes: a short-lived ES256 token signed by svc-identity's
 * key with `typ: service` and the internal audience, from a caller the route lists. A user's access
 * token (another type and audience) never passes.
 */
@Injectable()
export class ServiceTokenGuard implements CanActivate {
  constructor(
    @Inject(PUBLIC_KEY_RESOLVER) private readonly keys: PublicKeyResolver,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    const token = bearerToken(request.headers);
    if (!token) throw new UnauthorizedException('This route is for Clinote services only');
    let claims: JwtPayload;
    try {
      const key = await this.keys.get(kidOf(token));
      claims = verify(token, key, {
        algorithms: [ACCESS_TOKEN.algorithm],
        audience: SERVICE_TOKEN.audience,
        issuer: ACCESS_TOKEN.issuer,
      }) as JwtPayload;
    } catch {
      throw new UnauthorizedException('This route is for Clinote services only');
    }
    const allowed = this.reflector.getAllAndOverride<string[]>(SERVICE_CALLERS, [context.getHandler(), context.getClass()]) ?? [];
    if (claims.typ !== SERVICE_TOKEN.type || !claims.sub || !allowed.includes(claims.sub))
      throw new ForbiddenException('This service may not call this route');
    if ((claims.exp ?? 0) - (claims.iat ?? 0) > SERVICE_TOKEN.lifetimeSeconds)
      throw new UnauthorizedException('Service tokens must be short-lived');
    return true;
  }
}
