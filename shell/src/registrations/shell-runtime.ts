import type { ShellRequestError, ShellRuntime } from '@app/shared/remotes';
import { errorStatus, http } from '@app/shared/http';

/** What the shell lends every registration: GET on the API as the current user, nothing more. */
export const shellRuntime: ShellRuntime = {
  async get<T>(path: string, params?: Record<string, string | number | undefined>): Promise<T> {
    try {
      return (await http.get<T>(path, { params })).data;
    } catch (error) {
      const failure: ShellRequestError = error instanceof Error ? error : new Error(String(error));
      failure.status = errorStatus(error);
      throw failure;
    }
  },
};
