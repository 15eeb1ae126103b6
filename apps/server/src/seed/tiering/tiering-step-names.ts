/** The tiering package's code steps by name (its package names them; its rules declare them). */
export const TIERING_RULES_STEP = 'ppctt.rules';
export const TIERING_DEMO_STEP = 'ppctt.demo-records';
