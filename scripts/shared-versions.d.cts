export interface SharedVersion {
  /** The version this build provides. */
  version: string;
  /** The range this build requires of the copy on the page. */
  requiredVersion: string;
}
export declare const singletons: readonly string[];
export declare function installedVersion(pkg: string, dir: string): string;
export declare function requiredRange(declared: string | undefined, built: string): string;
export declare function sharedVersions(dir: string): Record<string, SharedVersion>;
export declare function federationShared(
  dir: string,
): Record<string, { singleton: true; strictVersion: true; version: string; requiredVersion: string }>;
