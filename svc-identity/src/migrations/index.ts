import { CreateUsersAndTokens1763700000000 } from './1763700000000-create-users-and-tokens';

/** Every migration in order; run at start (never `synchronize`). */
export const migrations = [CreateUsersAndTokens1763700000000];
