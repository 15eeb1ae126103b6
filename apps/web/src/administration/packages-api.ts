import {
  type PackageInstallAnswer,
  type PackagesAnswer,
  packageInstallAnswerSchema,
  packagesAnswerSchema,
} from '@atrium/core';
import { api, apiDownload, type DownloadedFile } from '../app/api-client';

/** An install may create objects and hundreds of demo records: it is given longer than a usual call. */
const INSTALL_TIMEOUT_MS = 300_000;

/** The module packages calls (issue 19; docs/api/packages.md). */
export const packagesApi = {
  list: async (orgId: number): Promise<PackagesAnswer> =>
    packagesAnswerSchema.parse(await api.get(`auth/packages?org_id=${orgId}`)),
  install: async (orgId: number, name: string, demo: boolean): Promise<PackageInstallAnswer> =>
    packageInstallAnswerSchema.parse(
      await api.post(
        'auth/packages/install',
        { org_id: orgId, name, demo },
        { timeoutMs: INSTALL_TIMEOUT_MS },
      ),
    ),
  import: async (orgId: number, pkg: unknown, demo: boolean): Promise<PackageInstallAnswer> =>
    packageInstallAnswerSchema.parse(
      await api.post(
        'auth/packages/import',
        { org_id: orgId, package: pkg, demo },
        { timeoutMs: INSTALL_TIMEOUT_MS },
      ),
    ),
  export: (orgId: number, name: string): Promise<DownloadedFile> =>
    apiDownload(`auth/packages/${encodeURIComponent(name)}/export?org_id=${orgId}`),
};
