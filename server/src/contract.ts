import * as contractNamespace from '@app/shared/contract';

type Contract = typeof contractNamespace;

/**
 * The shared contract's runtime values (schemas, rules). Import values from here and types from
 * '@app/shared/contract'. Why: @app/shared declares no "type": "module", so Node's ESM loader
 * (tsx) sees its files as CommonJS and hands their re-exported names only on `default`. Once
 * shared declares "type": "module" the namespace carries them itself and this keeps working.
 */
const loaded = contractNamespace as Contract & { default?: Contract };
export const contract: Contract = loaded.default ?? loaded;
