// The product version reported by /api/health and the OpenAPI document: the root package.json's (bundled at build).
import rootPackage from '../../../package.json' with { type: 'json' };

export const APP_VERSION: string = rootPackage.version;
