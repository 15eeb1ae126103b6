/** The Hyperion package's code steps by name (its package names them; its rules declare them). */
export const HYPERION_RULES_STEP = 'hyperion.rules';
export const HYPERION_DEMO_STEP = 'hyperion.demo-records';
