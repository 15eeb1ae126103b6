import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to; Atrium runs no generated code.
z.config({ jitless: true });

export { z };
