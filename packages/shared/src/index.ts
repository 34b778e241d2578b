// @k3/shared: the contract both apps import (ARCHITECTURE.md "Shape"). It imports nothing from the apps.
export * from './schemas/envelope';
export * from './schemas/health';
export * from './constants/locales';
export * from './constants/storage';
export * from './constants/timing';
export * from './constants/plans';
export * from './constants/chains';
export * from './format/amount';
export * from './schemas/preregistration';
export * from './schemas/reference';
export * from './constants/pages';
export * from './constants/auth';
export * from './constants/level';
export * from './validation/wallet';
export * from './schemas/auth';
export * from './schemas/me';
export * from './portfolio/math';
