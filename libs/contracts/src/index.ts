export * from './health';
export * from './queues';
export * from './remotes';
export * from './errors';
export * from './current-user';
export * from './auth';
