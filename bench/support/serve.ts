/** Starts one Atrium server process for a bench, configured by the environment the bench gives it. */
await import('../../apps/server/src/server');
