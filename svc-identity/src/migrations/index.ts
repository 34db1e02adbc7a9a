import { CreateUsersAndTokens1763700000000 } from './1763700000000-create-users-and-tokens';
import { CreateSigningKeys1763800000000 } from './1763800000000-create-signing-keys';
import { AddSessionGeneration1764000000000 } from './1764000000000-add-session-generation';
import { CreateAuditLogAndOutbox1764100000000 } from './1764100000000-create-audit-log-and-outbox';
import { AdminUserListAtScale1764300000000 } from './1764300000000-admin-user-list-at-scale';
import { AddSigningProfile1764600000000 } from './1764600000000-add-signing-profile';

/** Every migration in order; run at start (never `synchronize`). */
export const migrations = [
  CreateUsersAndTokens1763700000000,
  CreateSigningKeys1763800000000,
  AddSessionGeneration1764000000000,
  CreateAuditLogAndOutbox1764100000000,
  AdminUserListAtScale1764300000000,
  AddSigningProfile1764600000000,
];
