/*
 * The entry of every remote's registration.js (rspack.base.ts, createRemoteConfig): hands the
 * remote's registration (its src/registration.ts, aliased) to the shell under the remote's
 * container name. Named imports, not a library build: the file then carries no module runtime.
 */
/* global self, __REMOTE_NAME__ */
import { contract, register } from 'remote-registration';

self.__remoteRegistrations = self.__remoteRegistrations || {};
self.__remoteRegistrations[__REMOTE_NAME__] = { contract, register };
