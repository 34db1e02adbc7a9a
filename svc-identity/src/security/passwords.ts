import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { AUTH_MESSAGES } from '@clinote/contracts';
import { COMMON_PASSWORDS } from './common-passwords';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash nobody's password matches, verified when the account does not exist so timing reveals nothing. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy password that no account uses');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** The message to show when a new password is one of the most common ones, else null. */
export function commonPasswordProblem(password: string): string | null {
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? AUTH_MESSAGES.passwordTooCommon : null;
}

/** The password functions as a provider, so a test can watch that every path does the same work. */
@Injectable()
export class Passwords {
  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  verify(passwordHash: string | null, password: string): Promise<boolean> {
    return verifyPassword(passwordHash, password);
  }

  commonPasswordProblem(password: string): string | null {
    return commonPasswordProblem(password);
  }
}
