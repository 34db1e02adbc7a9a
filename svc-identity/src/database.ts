import type { DatabaseOptions } from '@clinote/nest-common';
import type { IdentityConfig } from './config';
import { AuditLogRecord } from './admin/audit-log.entity';
import { OutboxEvent } from './events/outbox-event.entity';
import { SigningKeyRecord } from './keys/signing-key.entity';
import { migrations } from './migrations';
import { Token } from './tokens/token.entity';
import { User } from './users/user.entity';

/** svc-identity's schema: its tables and migrations, for the app and for `migrate.js`. */
export const DATABASE = (config: Pick<IdentityConfig, 'DB_SCHEMA'>): DatabaseOptions => ({
  schema: config.DB_SCHEMA,
  entities: [User, Token, SigningKeyRecord, AuditLogRecord, OutboxEvent],
  migrations,
});
