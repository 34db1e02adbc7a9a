export * from './public-keys';
export * from './jwt.strategy';
export * from './guards';
export * from './jwt-auth.module';
