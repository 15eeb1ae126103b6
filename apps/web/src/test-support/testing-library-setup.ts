import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default; a lazy page on two starved cores was seen to take longer.
configure({ asyncUtilTimeout: 5_000 });
