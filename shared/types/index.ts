// One import point for the spec §3 entities and the §7 contract types.
export * from './entities.ts';
export * from './upstream.ts';
