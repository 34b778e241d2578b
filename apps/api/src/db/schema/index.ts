// The database schema, one file per area; drizzle-kit reads this module to generate migrations.
export * from './assets';
export * from './chains';
export * from './datasets';
export * from './preregistrations';
export * from './users';
export * from './auth';
export * from './portfolios';
export * from './news';
export * from './xray';
export * from './agent';
export * from './rewards';
export * from './votes';
export * from './admin';
export * from './telegram';
export * from './ops';
export * from './demo';
export * from './mcp';
