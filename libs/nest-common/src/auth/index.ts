export * from './public-keys';
export * from './access-tokens';
export * from './jwt-auth.guard';
export * from './guards';
export * from './jwt-auth.module';
export * from './session-revocations';
export * from './session-revocation-mirror';
export * from './service-token.guard';
