import { type SolveRequest, solve } from './solve';

// The captcha's proof of work, off the page's thread: one message in (a SolveRequest), one out (the
// solution, or null when it timed out or failed). The page ends the worker once it has an answer.
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<SolveRequest>) => void) | null;
  postMessage(message: unknown): void;
};
scope.onmessage = (e) => {
  solve(e.data).then(
    (solution) => scope.postMessage(solution),
    () => scope.postMessage(null),
  );
};
