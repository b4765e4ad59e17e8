import * as contractNamespace from '@app/shared/contract';

type Contract = typeof contractNamespace;

/**
 * Kept for code written before @app/shared declared "type": "module": back then Node's ESM loader
 * handed the contract's names only on `default`. Now plain named imports from
 * '@app/shared/contract' work and are preferred; this object works either way.
 */
const loaded = contractNamespace as Contract & { default?: Contract };
export const contract: Contract = loaded.default ?? loaded;
