import { defineProject } from 'vitest/config';
export default defineProject({ test: { name: 'api', environment: 'node', include: ['test/**/*.test.ts', 'src/**/*.test.ts'] } });
