import { CreateUsersAndTokens1763700000000 } from './1763700000000-create-users-and-tokens';
import { CreateSigningKeys1763800000000 } from './1763800000000-create-signing-keys';

/** Every migration in order; run at start (never `synchronize`). */
export const migrations = [CreateUsersAndTokens1763700000000, CreateSigningKeys1763800000000];
