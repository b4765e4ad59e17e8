export interface SharedVersion {
  /** The version this build provides. */
  version: string;
  /** The range this build requires of the copy on the page. */
  requiredVersion: string;
}
export declare const singletons: readonly string[];
export declare function installedVersion(pkg: string, dir: string): string;
export declare function requiredRange(declared: string | undefined, built: string): string;
/** The range every app requires of the @app/shared kernel: ^major.minor of the version it was built against. */
export declare function kernelRange(built: string): string;
export declare function sharedVersions(dir: string): Record<string, SharedVersion>;
export declare function federationShared(
  dir: string,
  options?: { treeShake?: boolean; eager?: readonly string[]; kernelFromHost?: boolean },
): Record<
  string,
  {
    singleton: true;
    strictVersion: true;
    version: string;
    requiredVersion: string;
    treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
    eager?: true;
    /** Consume only: the app never provides its own copy. */
    import?: false;
  }
>;
/** Packages whose shared copy is tree-shaken, with the exports the apps use. */
export declare const treeShaken: Readonly<Record<string, readonly string[]>>;
/** Names the front-end sources import from `pkg`, each with one file that imports it. */
export declare function importedNames(pkg: string): Map<string, string>;
/** Throws when a source imports, from a tree-shaken package, an export its list lacks. */
export declare function checkUsedExports(): void;
/** Shared keys the shell provides from main.js itself (eager). */
export declare const shellEager: readonly string[];
/** The modules of the shell's `first-screen` chunk (a splitChunks test). */
export declare function firstScreenModules(): RegExp;
/** Throws when a module the shell provides eagerly imports a shared module that is not eager. */
export declare function checkEagerImports(): void;
/** The @app/shared subpaths only development uses (standalone, mocks, testing). */
export declare const devOnlySharedModules: readonly string[];
/** The @app/shared subpaths a page shares at run time (all but the dev-only ones and the contract). */
export declare function runtimeSharedModules(): string[];
/** The contract folders (contracts/<domain>) a build of the app in `dir` bundles, its own and theirs. */
export declare function bundledContracts(dir: string): string[];
