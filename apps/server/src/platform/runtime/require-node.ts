import { nodeVersionProblem } from './node-version';

// Imported first by the server's entry point: an unsupported Node.js stops the start with one clear
// line instead of a failure deep inside a dependency.
const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
