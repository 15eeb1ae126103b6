import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../node-version';

describe('the Node.js versions Atrium starts on (decision 0016)', () => {
  it('runs on 20.19 and later, 22 and 24', () => {
    for (const version of ['20.19.0', '20.20.2', '22.12.0', '24.1.0', '30.0.0']) {
      expect(nodeVersionProblem(version), version).toBeUndefined();
    }
  });

  it('refuses older versions with one line saying what to install', () => {
    expect(nodeVersionProblem('20.18.3')).toBe(
      'Atrium needs Node.js 20.19 or later (20.x, 22.x or 24.x); this is Node.js 20.18.3. Install a newer Node.js and start again.',
    );
    for (const version of ['18.20.4', '19.9.0', '16.0.0'])
      expect(nodeVersionProblem(version)).toMatch(/20\.19/);
    expect(nodeVersionProblem('banana')).toMatch(/could not read/);
  });

  it('loads the sign-in provider on this Node.js without an unsupported-runtime warning', () => {
    // oidc-provider warns at import on a runtime it does not support; 9.x does so on Node 20.
    const loaded = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('oidc-provider');"],
      {
        cwd: path.resolve(import.meta.dirname, '../../../..'),
        encoding: 'utf8',
      },
    );
    expect(loaded.status, loaded.stderr).toBe(0);
    expect(loaded.stderr).not.toMatch(/Unsupported runtime/);
  });
});
